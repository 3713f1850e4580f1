import { Camera, ImagePlus, X } from 'lucide-react';
import { type DragEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { DOWNSCALE_STEPS, downscalePhoto, PhotoError } from '../photo/downscale';
import {
  checkPhotoFile,
  firstImageFile,
  PHOTO_ACCEPT,
  PHOTO_REFUSAL_KEYS,
  type PhotoRefusal,
} from '../photo/photo-rules';

type Status =
  | { state: 'idle' }
  | { state: 'preparing'; step: number }
  | { state: 'refused'; reason: PhotoRefusal };

/**
 * The photo a generation starts from (decision 0018): dropped on the zone, pasted anywhere in
 * the form, chosen from the files or taken with a phone's camera. It is checked, turned upright
 * and scaled down here, so a 12 MP photo goes up as a JPEG of ~1.8 MP; `image` is its data URL.
 * `sending` says the generation that carries it is on its way (fetch cannot report an upload's
 * progress, so that step is shown as under way, not measured).
 */
export function PhotoInput({
  id,
  image,
  sending,
  onChange,
}: {
  id: string;
  image: string | null;
  sending: boolean;
  onChange: (image: string | null) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [camera, setCamera] = useState(false);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  // The latest choice wins: a photo still being prepared when another is chosen is dropped.
  const attempt = useRef(0);
  // A photo is ready after the owner may have rendered again: it goes to the latest `onChange`.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const take = async (file: File | null) => {
    if (!file) return;
    const mine = ++attempt.current;
    const refusal = checkPhotoFile(file);
    if (refusal) {
      setStatus({ state: 'refused', reason: refusal });
      return;
    }
    setStatus({ state: 'preparing', step: 0 });
    try {
      const photo = await downscalePhoto(file, (step) => {
        if (attempt.current === mine) setStatus({ state: 'preparing', step });
      });
      if (attempt.current !== mine) return;
      setStatus({ state: 'idle' });
      onChangeRef.current(photo.dataUrl);
    } catch (error) {
      if (attempt.current !== mine) return;
      setStatus({ state: 'refused', reason: error instanceof PhotoError ? error.reason : 'unreadable' });
    }
  };
  const takePasted = useEffectEvent((file: File) => void take(file));

  // A photo pasted anywhere in the form (Ctrl/Cmd+V); pasted text goes where it always went.
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const paste = (event: ClipboardEvent) => {
      const file = firstImageFile(event.clipboardData?.files);
      if (!file?.type.startsWith('image/')) return;
      event.preventDefault();
      takePasted(file);
    };
    form.addEventListener('paste', paste);
    return () => form.removeEventListener('paste', paste);
  }, []);
  // "Take a photo" where there is a camera to hold: phones and tablets (a desktop's file
  // dialog ignores `capture`, so the button would only repeat "Choose a photo").
  useEffect(() => {
    setCamera(window.matchMedia?.('(pointer: coarse)').matches ?? false);
  }, []);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(firstImageFile(event.dataTransfer.files));
  };
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const remove = () => {
    attempt.current++;
    setStatus({ state: 'idle' });
    onChange(null);
    requestAnimationFrame(() => zoneRef.current?.focus());
  };
  const picked = (input: HTMLInputElement) => {
    void take(input.files?.[0] ?? null);
    // The same file chosen again after a removal still fires a change.
    input.value = '';
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const preparing = status.state === 'preparing';
  const percent = preparing ? Math.round((status.step / DOWNSCALE_STEPS) * 100) : 0;

  return (
    <fieldset
      ref={rootRef}
      className="min-w-0"
      aria-labelledby={`${id}-label`}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <div className="mb-1.5">
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('generator.photo.label')}
        </span>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('generator.photo.hint')}
        </p>
      </div>

      {image ? (
        <div
          className={cn(
            'flex items-center gap-3 rounded-xl border border-border p-2',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <img
            src={image}
            alt={t('generator.photo.preview')}
            data-testid="photo-preview"
            className="size-20 shrink-0 rounded-lg border border-border object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            {sending ? (
              <Progress label={t('generator.photo.sending')} />
            ) : (
              <button
                type="button"
                onClick={() => chooseRef.current?.click()}
                className="font-medium text-primary underline underline-offset-2"
              >
                {t('generator.photo.choose')}
              </button>
            )}
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={sending}
            aria-label={t('generator.photo.remove')}
            title={t('generator.photo.remove')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            ref={zoneRef}
            type="button"
            data-testid="photo-zone"
            onClick={() => chooseRef.current?.click()}
            aria-describedby={`${hintId} ${errorId}`}
            aria-busy={preparing || undefined}
            className={cn(
              'flex min-h-20 flex-1 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-3 text-center text-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              dragging
                ? 'border-primary bg-primary/5 text-foreground'
                : 'border-border text-muted-foreground hover:border-primary/60 hover:text-foreground',
            )}
          >
            <span className="inline-flex items-center gap-2 font-medium text-foreground">
              <ImagePlus className="size-4 text-primary" aria-hidden="true" />
              {dragging ? t('generator.photo.dropActive') : t('generator.photo.drop')}
            </span>
            <span className="text-xs">{t('generator.photo.formats')}</span>
          </button>
          {camera && (
            <button
              type="button"
              onClick={() => cameraRef.current?.click()}
              className="inline-flex min-h-20 items-center justify-center gap-2 rounded-xl border border-border px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Camera className="size-4 text-primary" aria-hidden="true" />
              {t('generator.photo.take')}
            </button>
          )}
        </div>
      )}

      {preparing && (
        <div className="mt-2">
          <Progress label={t('generator.photo.preparing')} percent={percent} />
        </div>
      )}
      {/* Always there, empty without a refusal: a live region that exists before its message
          is announced reliably, and ids referenced by attributes that never change stay those
          of the prerendered page (its useId prefix differs from the client's). Not role="alert":
          an empty alert would still be one more alert on the page for every other check. */}
      <p
        id={errorId}
        aria-live="assertive"
        data-testid="photo-error"
        className="mt-1.5 text-sm font-medium text-red-700 empty:mt-0 dark:text-red-400"
      >
        {status.state === 'refused' ? t(PHOTO_REFUSAL_KEYS[status.reason]) : null}
      </p>

      <input
        ref={chooseRef}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        data-testid="photo-file"
        onChange={(event) => picked(event.currentTarget)}
      />
      <input
        ref={cameraRef}
        type="file"
        accept={PHOTO_ACCEPT}
        capture="environment"
        hidden
        onChange={(event) => picked(event.currentTarget)}
      />
    </fieldset>
  );
}

/** A bar with its words: determinate when `percent` is known, else a moving stripe. */
function Progress({ label, percent }: { label: string; percent?: number }) {
  return (
    <div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={percent === undefined ? undefined : 0}
        aria-valuemax={percent === undefined ? undefined : 100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width]',
            percent === undefined && 'w-1/3 animate-pulse',
          )}
          style={percent === undefined ? undefined : { width: `${Math.max(percent, 5)}%` }}
        />
      </div>
    </div>
  );
}
