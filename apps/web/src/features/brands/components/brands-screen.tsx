import { TIER_LIMITS, type Tier } from '@captia/shared';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { type Brand, useBrands, useDeleteBrand, useMakeDefaultBrand } from '#web/lib/brands.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { BrandCard, brandEditId, brandHeadingId } from './brand-card';
import { BrandForm } from './brand-form';
import { DeleteBrandDialog } from './delete-brand-dialog';

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:opacity-80';

/** After React has drawn the change. */
const focusLater = (find: () => HTMLElement | null) => window.setTimeout(() => find()?.focus(), 0);

/**
 * The Brands screen's body: the plan's count, the list (each brand with its traits in words),
 * one form at a time to create or edit, the default and a confirmed deletion.
 */
export function BrandsScreen({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const makeDefault = useMakeDefaultBrand();
  const remove = useDeleteBrand();
  /** The form on screen: a new brand (null) or the id of the brand being edited; undefined: none. */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const limitId = useId();
  const listId = useId();

  const items = brands.data?.items ?? [];
  const max = TIER_LIMITS[tier].brands;
  const full = items.length >= max;

  const open = (target: string | null) => setEditing(target);
  /** Cancelled: the focus goes back to what opened the form (an edit button is drawn again). */
  const close = () => {
    const target = editing;
    setEditing(undefined);
    focusLater(() => (target ? document.getElementById(brandEditId(target)) : createRef.current));
  };
  const focusBrand = (id: string) => focusLater(() => document.getElementById(brandHeadingId(id)));
  /** Where the focus goes when the element that had it is gone. */
  const focusTop = () =>
    focusLater(() =>
      createRef.current && !createRef.current.disabled ? createRef.current : listHeadingRef.current,
    );

  async function confirmDelete(brand: Brand) {
    try {
      await remove.mutateAsync(brand.id);
      toast.success(t('brands.deleted', { name: brand.name }));
      if (editing === brand.id) setEditing(undefined);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t('brands.failed'));
    }
    setDeleting(null);
    focusTop();
  }

  async function chooseDefault(brand: Brand) {
    try {
      await makeDefault.mutateAsync(brand.id);
      toast.success(t('brands.madeDefault', { name: brand.name }));
      // Its "Make default" button is gone: the brand itself is the next place to be.
      focusBrand(brand.id);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t('brands.failed'));
    }
  }

  const form = (brand: Brand | null) => (
    <BrandForm
      key={brand?.id ?? 'new'}
      brand={brand}
      onCancel={close}
      onSaved={(saved) => {
        setEditing(undefined);
        toast.success(t('brands.saved', { name: saved.name }));
        focusBrand(saved.id);
      }}
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:px-6">
        <div className="min-w-0 space-y-1 text-sm">
          <p data-testid="brand-count">
            {brands.isSuccess ? t('brands.usage', { used: items.length, max }) : t('brands.loading')}
          </p>
          {brands.isSuccess && full && (
            <p
              id={limitId}
              className="font-medium text-amber-800 dark:text-amber-300"
              data-testid="brand-limit"
            >
              {t('brands.limitReached')}{' '}
              <Link to={paths.plans} className={linkClasses}>
                {t('common.seePlans')}
              </Link>
            </p>
          )}
        </div>
        <Button
          ref={createRef}
          disabled={!brands.isSuccess || full || editing === null}
          aria-describedby={full ? limitId : undefined}
          onClick={() => open(null)}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('brands.create')}
        </Button>
      </div>

      {editing === null && form(null)}

      <section aria-labelledby={listId} className="space-y-4">
        <h2 id={listId} ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('brands.listLabel')}
        </h2>
        {brands.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('brands.loading')}
          </p>
        ) : brands.isError ? (
          <Alert tone="error">{t('brands.loadFailed')}</Alert>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {t('brands.empty')}
          </p>
        ) : (
          <ul className="space-y-4">
            {items.map((brand) => (
              <li key={brand.id}>
                {editing === brand.id ? (
                  form(brand)
                ) : (
                  <BrandCard
                    brand={brand}
                    busy={makeDefault.isPending && makeDefault.variables === brand.id}
                    onEdit={() => open(brand.id)}
                    onDelete={() => setDeleting(brand)}
                    onMakeDefault={() => void chooseDefault(brand)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeleteBrandDialog
        brand={deleting}
        pending={remove.isPending}
        onConfirm={(brand) => void confirmDelete(brand)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
