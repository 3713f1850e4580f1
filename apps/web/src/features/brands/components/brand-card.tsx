import { describeTraits } from '@captia/shared';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { Brand } from '#web/lib/brands.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';

/** The id of a brand's heading: focus goes there after it is saved or made the default. */
export const brandHeadingId = (id: string) => `brand-${id}-name`;
/** Its edit button's id: cancelling the form gives the focus back to it. */
export const brandEditId = (id: string) => `brand-${id}-edit`;

function localizeNumbers(values: Record<string, string | number> | undefined, language: string) {
  return (
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'number' ? formatNumber(value, language) : value,
      ]),
    )
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** One brand voice: its name and badge, what it asks of captions, its habits in words, its actions. */
export function BrandCard({
  brand,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  brand: Brand;
  /** Another action on this brand is under way. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Numbers as the language writes them (0,5 in Portuguese and Spanish).
  const traits = describeTraits(brand.traits, (key, values) =>
    t(key, localizeNumbers(values, i18n.language)),
  );
  return (
    <article
      aria-labelledby={brandHeadingId(brand.id)}
      className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      data-testid="brand"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3
          id={brandHeadingId(brand.id)}
          tabIndex={-1}
          className="text-lg font-semibold break-words outline-none"
        >
          {brand.name}
        </h3>
        {brand.isDefault && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
            <Star className="size-3" aria-hidden="true" />
            {t('brands.default')}
          </span>
        )}
      </div>
      {brand.description && <p className="text-sm break-words whitespace-pre-line">{brand.description}</p>}
      {(brand.audience ||
        brand.callToAction ||
        brand.hashtags.length > 0 ||
        brand.wordsToAvoid.length > 0) && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {brand.audience && <Detail label={t('brands.card.audience')}>{brand.audience}</Detail>}
          {brand.callToAction && <Detail label={t('brands.card.callToAction')}>{brand.callToAction}</Detail>}
          {brand.hashtags.length > 0 && (
            <Detail label={t('brands.card.hashtags')}>{brand.hashtags.join(' ')}</Detail>
          )}
          {brand.wordsToAvoid.length > 0 && (
            <Detail label={t('brands.card.wordsToAvoid')}>{brand.wordsToAvoid.join(', ')}</Detail>
          )}
        </dl>
      )}
      <div>
        <h4 className="text-sm font-medium">{t('brands.card.traits')}</h4>
        <ul
          className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm text-muted-foreground"
          data-testid="brand-traits"
        >
          {traits.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {!brand.isDefault && (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('brands.setDefaultNamed', { name: brand.name })}
            onClick={onMakeDefault}
          >
            <Star className="size-4" aria-hidden="true" />
            {t('brands.setDefault')}
          </Button>
        )}
        <Button
          id={brandEditId(brand.id)}
          variant="secondary"
          disabled={busy}
          aria-label={t('brands.editNamed', { name: brand.name })}
          onClick={onEdit}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('brands.edit')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('brands.deleteNamed', { name: brand.name })}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('brands.delete')}
        </Button>
      </div>
    </article>
  );
}
