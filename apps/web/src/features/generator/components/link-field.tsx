import { Link2, Loader2, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { apiFetch, isApiError } from '#web/lib/api-client.ts';
import type { ApiResult } from '#web/lib/api-routes.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { FieldLabel } from './field-label';

export type LinkContent = ApiResult<'POST /api/links/read'>;

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; url: string; content: LinkContent }
  | { state: 'failed'; message: string };

/**
 * "Start from a link" (decision 0031): the user pastes a link and reads it; the page's title,
 * site and excerpt are shown for a check, and only a link read that way goes with the request
 * (`onChange(url)`); changing the text of the field takes it back (`onChange(null)`) until it is
 * read again. Each refusal of the server (`link_blocked`, `link_timeout`…) is shown as it says it.
 */
export function LinkField({
  id,
  value,
  offered = null,
  onChange,
}: {
  id: string;
  /** The link that goes with the request (read and shown), or null. */
  value: string | null;
  /** A link shared from another app (decision 0054): put in the field and read at once. */
  offered?: string | null;
  onChange: (link: string | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value ?? '');
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const read = async (given?: string) => {
    const url = (given ?? input).trim();
    if (url === '') {
      setReading({ state: 'failed', message: t('links.validation.required') });
      return;
    }
    setReading({ state: 'reading' });
    try {
      const content = await apiFetch('POST /api/links/read', { body: { url } });
      setReading({ state: 'read', url, content });
      onChange(url);
    } catch (error) {
      setReading({
        state: 'failed',
        message: isApiError(error) ? error.message : t('errors.api.link_unreadable'),
      });
      onChange(null);
    }
  };
  const readOffered = useEffectEvent((url: string) => {
    setInput(url);
    void read(url);
  });
  useEffect(() => {
    if (offered) readOffered(offered);
  }, [offered]);
  const clear = () => {
    setInput('');
    setReading({ state: 'idle' });
    onChange(null);
  };
  const changed = reading.state === 'read' && input.trim() !== reading.url;
  const describedBy =
    cn(reading.state === 'failed' && `${id}-error`, changed && `${id}-changed`) || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} label={t('links.field.label')} hint={t('links.field.hint')} />
      <div className="flex gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={input}
          placeholder={t('links.field.placeholder')}
          aria-invalid={reading.state === 'failed' || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setInput(event.target.value);
            if (value !== null && event.target.value.trim() !== value) onChange(null);
            if (reading.state === 'failed') setReading({ state: 'idle' });
          }}
          onKeyDown={(event) => {
            // Enter reads the link; it never submits the whole form from here.
            if (event.key === 'Enter') {
              event.preventDefault();
              void read();
            }
          }}
          className={cn(inputClasses, 'min-w-0 flex-1')}
        />
        <button
          type="button"
          onClick={() => void read()}
          disabled={reading.state === 'reading'}
          aria-busy={reading.state === 'reading' || undefined}
          className={buttonClasses('secondary', 'shrink-0')}
        >
          {reading.state === 'reading' ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Link2 className="size-4" aria-hidden="true" />
          )}
          {reading.state === 'reading' ? t('links.field.reading') : t('links.field.read')}
        </button>
      </div>
      <div aria-live="polite">
        {reading.state === 'failed' && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
            {reading.message}
          </p>
        )}
        {changed && (
          <p id={`${id}-changed`} className="mt-1.5 text-sm text-amber-800 dark:text-amber-300">
            {t('links.field.changed')}
          </p>
        )}
        {reading.state === 'read' && !changed && (
          <figure className="mt-2 rounded-xl border border-border bg-muted/40 p-3 text-sm">
            <figcaption className="min-w-0">
              <span className="text-xs text-muted-foreground">{t('links.field.from')}</span>{' '}
              <span className="font-semibold break-words">
                {reading.content.title || reading.content.siteName}
              </span>
              <span className="block text-xs text-muted-foreground break-all">
                {reading.content.siteName}
              </span>
            </figcaption>
            {reading.content.excerpt && (
              <blockquote className="mt-2 line-clamp-4 text-muted-foreground">
                {reading.content.excerpt}
              </blockquote>
            )}
            <button
              type="button"
              onClick={clear}
              className={buttonClasses('ghost', 'mt-2 -ml-2 px-2 py-1 text-xs')}
            >
              <X className="size-3.5" aria-hidden="true" />
              {t('links.field.remove')}
            </button>
          </figure>
        )}
      </div>
    </div>
  );
}
