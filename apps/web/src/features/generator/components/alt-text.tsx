import { type AltText, MAX_ALT_TEXT, MAX_ALT_TEXT_SHORT } from '@captia/shared';
import { Copy, Pencil } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { copyText } from '../copy';
import { AltTextCount } from './alt-text-count';

// The form (react-hook-form and the shared schema) loads when the user edits.
const AltTextEditor = lazy(() => import('./alt-text-editor'));

/**
 * A photo's alt text, long and short, each with its count and its copy button; editable once the
 * history entry it is saved with is known (`entryId`), through `PUT /api/history/{id}/alt-text`.
 * Shown under the results of a generation with a photo, and in that history entry.
 */
export function AltTextSection({
  value,
  entryId,
  language,
  inline = false,
}: {
  value: AltText;
  /** The history entry the alt text is saved with; without it the text can be copied, not edited. */
  entryId: string | undefined;
  /** The language it is written in (the captions'). */
  language: string | undefined;
  /** Inside a history entry (a lighter frame) rather than a card of its own. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back from the editor (saved or cancelled): the focus returns to Edit.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const parts = [
    { key: 'long', label: t('generator.altText.long'), text: value.altText, max: MAX_ALT_TEXT },
    { key: 'short', label: t('generator.altText.short'), text: value.altTextShort, max: MAX_ALT_TEXT_SHORT },
  ] as const;

  // In a history entry a group, not a landmark: a page of entries would hold many of the same name.
  const Frame = inline ? 'div' : 'section';
  return (
    <Frame
      role={inline ? 'group' : undefined}
      aria-labelledby={headingId}
      data-testid="alt-text"
      className={cn(
        inline
          ? 'mt-3 rounded-lg bg-muted/60 px-3 py-2'
          : 'rounded-2xl border border-border bg-card p-4 shadow-sm',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('generator.altText.heading')}
        </h3>
        {entryId && !editing && (
          <Button
            ref={editButton}
            variant="ghost"
            className="px-2.5 py-1 text-xs"
            aria-label={t('generator.altText.editLabel')}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            {t('generator.altText.edit')}
          </Button>
        )}
      </div>
      <p className="mt-0.5 text-xs text-muted-foreground">{t('generator.altText.hint')}</p>
      {editing && entryId ? (
        <Suspense
          fallback={<div className="mt-3 h-40 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}
        >
          <AltTextEditor
            entryId={entryId}
            value={value}
            language={language}
            onClose={() => {
              returnFocus.current = true;
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <div className="mt-3 space-y-3">
          {parts.map((part) => (
            <div key={part.key} data-testid={`alt-text-${part.key}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-xs font-medium text-muted-foreground">{part.label}</h4>
                <AltTextCount length={part.text.length} max={part.max} />
              </div>
              <p
                lang={part.text ? language : undefined}
                data-testid={`alt-text-${part.key}-text`}
                className={cn(
                  'mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed',
                  !part.text && 'text-muted-foreground italic',
                )}
              >
                {part.text || t('generator.altText.shortEmpty')}
              </p>
              {part.text && (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'mt-1.5 px-2.5 py-1 text-xs')}
                  aria-label={t(
                    part.key === 'long' ? 'generator.altText.copyLong' : 'generator.altText.copyShort',
                  )}
                  onClick={() => void copyText(part.text, 'generator.altText.copied')}
                >
                  <Copy className="size-3.5" aria-hidden="true" />
                  {t('generator.results.copy')}
                </button>
              )}
            </div>
          ))}
        </div>
      )}
    </Frame>
  );
}
