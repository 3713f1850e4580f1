import type { PublishNetwork } from '@captia/shared';
import { usePublish } from './api';
import { PublishPanel } from './publish-panel';

/**
 * A generator result published as it is shown: one post, or a thread as a chain of replies, with
 * the run's photo and its alt text on the first post (lazy: loaded when "Publish…" is opened).
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
  const publish = usePublish();
  return (
    <PublishPanel
      network={network}
      send={(connectionId, at) =>
        publish.mutateAsync({
          connectionId,
          ...(posts && posts.length > 0 ? { posts } : { text }),
          ...(photo ? { image: photo, ...(altText ? { altText } : {}) } : {}),
          ...(at ? { at } : {}),
        })
      }
    />
  );
}
