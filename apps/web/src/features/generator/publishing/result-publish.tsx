import type { PublishNetwork } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { HISTORY_KEY } from '../api/history-key';
import { cachedEntries, findSavedCaption } from '../history-cache';
import { usePublish } from './api';
import { PublishPanel } from './publish-panel';

/**
 * A generator result published as it is shown: one post, or a thread as a chain of replies, with
 * the run's photo and its alt text on the first post (lazy: loaded when "Publish…" is opened).
 * The history caption it was saved as (found in the history read) is named, so the history
 * shows the publication on it; the history is read again once it is queued.
 */
export default function ResultPublish({
  network,
  text,
  posts,
  photo,
  altText,
}: {
  network: PublishNetwork;
  text: string;
  posts?: string[] | null | undefined;
  photo?: string | undefined;
  altText?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const publish = usePublish();
  return (
    <PublishPanel
      network={network}
      send={async (connectionId, at) => {
        const saved = findSavedCaption(cachedEntries(queryClient), { network, text });
        const publication = await publish.mutateAsync({
          connectionId,
          ...(posts && posts.length > 0 ? { posts } : { text }),
          ...(photo ? { image: photo, ...(altText ? { altText } : {}) } : {}),
          ...(at ? { at } : {}),
          ...(saved ? { historyId: saved.historyId, variant: saved.variant } : {}),
        });
        if (saved) void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
        return publication;
      }}
    />
  );
}
