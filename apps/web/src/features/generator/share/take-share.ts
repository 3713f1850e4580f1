import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { withFullCatalog } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import type { GeneratorForm } from '../form';
import { downscalePhoto } from '../photo/downscale';
import { briefFromShare, photoRefusalKey, type SharedHandoff, signInPathForShare } from './share-intake';

export interface ShareTarget {
  signedIn: boolean;
  edit: (patch: Partial<GeneratorForm>) => void;
  /** Hands a link to the link field, which reads it as if the user had pasted it. */
  offerLink: (url: string) => void;
  /** Replaces the page's URL (react-router's navigate, with replace). */
  go: (to: string) => void;
}

/**
 * Takes a share into the generator (lazy: only a page opened with `?share=` loads it). A
 * signed-out user signs in first and comes back to the same URL; the server then hands the
 * share over once, to this browser only, and forgets it.
 */
export async function takeShare(id: string, target: ShareTarget): Promise<void> {
  if (!target.signedIn) {
    target.go(signInPathForShare(paths.login, id));
    return;
  }
  await withFullCatalog(Promise.resolve());
  target.go(paths.home);
  const response = await fetch(`/share/${id}`, { credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) {
    toast.error(translator.t('pwa.share.gone'));
    return;
  }
  const shared = (await response.json()) as SharedHandoff;
  const brief = briefFromShare(shared);
  if (brief) target.edit({ text: brief });
  if (shared.url) target.offerLink(shared.url);
  const refused = photoRefusalKey(shared.photoRefused);
  if (refused) toast.error(translator.t(refused));
  if (shared.photo) {
    try {
      const photo = await fetch(`/share/${id}/photo`, { credentials: 'same-origin' });
      // Turned upright, scaled down and re-encoded (no EXIF) as a chosen photo is (decision 0018).
      const prepared = await downscalePhoto(await photo.blob());
      target.edit({ image: prepared.dataUrl });
    } catch {
      toast.error(translator.t('generator.photo.errors.unreadable'));
    }
  }
  // Taken: the server need not keep it for its remaining minutes.
  void fetch(`/share/${id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => {});
  toast.success(translator.t('pwa.share.received'));
}
