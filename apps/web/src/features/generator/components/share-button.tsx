import { Share2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { copyText } from '../copy';
import { fileFromDataUrl, isShareCancelled, shareDataFor } from '../share/share-out';

/**
 * "Share…" beside Copy (decision 0054): the caption and its photo to the app the user picks,
 * through the Web Share API. Most apps take no alt text from a share, so it goes to the
 * clipboard first, to paste where the app asks for a description. No button where the browser
 * cannot share them (decided after hydration: the server knows no browser's abilities).
 */
export function ShareButton({
  text,
  photo,
  altText,
  disabled,
}: {
  text: string;
  /** The run's photo (a `data:` URL), if it had one. */
  photo: string | undefined;
  altText: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const file = useMemo(() => (photo ? fileFromDataUrl(photo, 'captia-photo') : null), [photo]);
  const [able, setAble] = useState(false);
  useEffect(() => {
    setAble(shareDataFor(navigator, 'CaptIA', file) !== null);
  }, [file]);
  if (!able) return null;

  const share = async () => {
    const data = shareDataFor(navigator, text, file);
    if (!data) return;
    if (file && altText) {
      try {
        await navigator.clipboard.writeText(altText);
        toast.success(t('pwa.share.altCopied'));
      } catch {
        // The share goes on without it: the alt text stays on screen to copy.
      }
    }
    try {
      await navigator.share(data);
    } catch (error) {
      if (isShareCancelled(error)) return;
      await copyText(text, 'pwa.share.failed');
    }
  };

  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}
      disabled={disabled}
      aria-label={t('pwa.share.label')}
      onClick={() => void share()}
    >
      <Share2 className="size-3.5" aria-hidden="true" />
      {t('pwa.share.button')}
    </button>
  );
}
