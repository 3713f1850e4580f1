import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { paths } from '#web/config/paths.ts';
import { defaultBrand, useBrands } from '#web/lib/brands.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { FieldLabel } from './field-label';

// Flex items, so not inline in a sentence: 24 px high to touch (WCAG 2.2, 2.5.8).
const linkClasses =
  'inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-2 hover:opacity-80';

/**
 * The brand voice of a run (signed-in users): the default brand is preselected. Without brands
 * the picker is a link to create one. The server applies the default brand when no id is sent,
 * so there is no "no brand" choice to offer.
 */
export function BrandPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  /** The brand picked; null: the default. */
  value: string | null;
  onChange: (brandId: string | null) => void;
}) {
  const { t } = useTranslation();
  const brands = useBrands();
  const items = brands.data?.items;
  // A brand deleted since it was picked (or since a history entry used it) is no longer sent.
  useEffect(() => {
    if (value && items && !items.some((brand) => brand.id === value)) onChange(null);
  }, [value, items, onChange]);

  // While the brands load, the room kept around the picker (generator.tsx) stands in for it.
  if (!items) return null;
  if (items.length === 0) {
    // Laid out as the picker is (label, then a control-high row), so neither state moves the form.
    return (
      <div>
        <FieldLabel id={`${id}-label`} label={t('brands.picker.label')} hint={t('brands.picker.hint')} />
        <p className="flex min-h-10 items-center text-sm">
          <Megaphone className="mr-1.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Link to={paths.brands} className={linkClasses}>
            {t('brands.picker.create')}
          </Link>
        </p>
      </div>
    );
  }
  const fallback = defaultBrand(items) ?? items[0];
  return (
    <div>
      <FieldLabel htmlFor={id} label={t('brands.picker.label')} hint={t('brands.picker.hint')} />
      <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-1.5">
        <select
          id={id}
          value={value ?? fallback?.id}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} sm:max-w-xs`}
          data-testid="brand-picker"
        >
          {items.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.isDefault ? t('brands.picker.defaultOption', { name: brand.name }) : brand.name}
            </option>
          ))}
        </select>
        <Link to={paths.brands} className={`text-sm ${linkClasses}`}>
          {t('brands.picker.manage')}
        </Link>
      </div>
    </div>
  );
}
