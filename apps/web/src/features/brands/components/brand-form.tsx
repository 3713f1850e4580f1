import { BRAND_LIMITS } from '@captia/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type Brand, useSaveBrand } from '../api';
import {
  type BrandDraft,
  type BrandErrors,
  type BrandField,
  canAddSample,
  draftFromBrand,
  EMPTY_DRAFT,
  inputOf,
  type ListField,
  removeSample,
  validateDraft,
} from '../form';
import { ChipInput } from './chip-input';
import { Counter } from './counter';

type TextFieldName = 'name' | 'description' | 'audience' | 'callToAction';

/** A labelled control with its hint, error and counter, all announced with it. */
function Field({
  id,
  label,
  hint,
  error,
  length,
  max,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  length: number;
  max: number;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby': string }) => ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        'aria-describedby': cn(hint && `${id}-hint`, error && `${id}-error`, `${id}-count`),
      })}
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} className="min-w-0 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
        <Counter id={`${id}-count`} length={length} max={max} />
      </div>
    </div>
  );
}

/**
 * Creates or edits a brand voice (one form for both), checked with the shared schemas before it
 * is sent; the server's refusal (the plan's limit) is shown above the buttons with a way to upgrade.
 */
export function BrandForm({
  brand,
  onSaved,
  onCancel,
}: {
  /** The brand to edit; null creates one. */
  brand: Brand | null;
  onSaved: (brand: Brand) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBrand();
  const [draft, setDraft] = useState<BrandDraft>(() => (brand ? draftFromBrand(brand) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<BrandErrors>({});
  const [failure, setFailure] = useState<{ text: string; upgrade: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const error = (field: BrandField) => (errors[field] ? t(errors[field]) : undefined);

  useEffect(() => nameRef.current?.focus(), []);

  const edit = (patch: Partial<BrandDraft>, cleared: BrandField[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of cleared) delete next[field];
      return next;
    });
  };
  const focusSample = (index: number) =>
    window.setTimeout(() => document.getElementById(id(`sample-${index}`))?.focus(), 0);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const result = validateDraft(draft);
    setDraft(result.draft);
    if (!result.ok) {
      setErrors(result.errors);
      // After React has drawn the errors.
      window.setTimeout(
        () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    setErrors({});
    try {
      onSaved(await save.mutateAsync({ id: brand?.id ?? null, body: result.body }));
    } catch (caught) {
      setFailure({
        text: isApiError(caught) ? caught.message : t('brands.failed'),
        upgrade: isApiError(caught, 'brand_limit_reached'),
      });
    }
  }

  const textField = (name: TextFieldName, max: number, multiLine = false) => (
    <Field
      id={id(name)}
      label={t(`brands.form.${name}`)}
      hint={name === 'name' ? undefined : t(`brands.form.${name}Hint`)}
      error={error(name)}
      length={draft[name].length}
      max={max}
    >
      {(aria) => {
        const common = {
          id: id(name),
          value: draft[name],
          ...aria,
        };
        return multiLine ? (
          <textarea
            {...common}
            rows={3}
            onChange={(event) => edit({ [name]: event.target.value }, [name])}
            className={cn(inputClasses, 'resize-y')}
          />
        ) : (
          <input
            {...common}
            ref={name === 'name' ? nameRef : undefined}
            required={name === 'name'}
            autoComplete="off"
            onChange={(event) => edit({ [name]: event.target.value }, [name])}
            className={inputClasses}
          />
        );
      }}
    </Field>
  );
  const listField = (field: ListField, max: number) => (
    <ChipInput
      id={id(field)}
      field={field}
      label={t(`brands.form.${field}`)}
      hint={t(`brands.form.${field}Hint`)}
      items={draft[field]}
      text={draft[inputOf(field)]}
      error={error(field)}
      max={max}
      onChange={(next) => {
        edit({ [field]: next.items, [inputOf(field)]: next.rest }, [field]);
        if (next.error) setErrors((current) => ({ ...current, [field]: next.error ?? undefined }));
      }}
    />
  );

  const heading = brand ? t('brands.form.editTitle', { name: brand.name }) : t('brands.form.createTitle');
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={id('title')}
      onSubmit={onSubmit}
      className="space-y-5 rounded-2xl border border-primary/40 bg-card p-5 shadow-sm sm:p-6"
      data-testid="brand-form"
    >
      <h2 id={id('title')} className="text-lg font-semibold break-words">
        {heading}
      </h2>
      {textField('name', BRAND_LIMITS.name)}
      {textField('description', BRAND_LIMITS.description, true)}
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('audience', BRAND_LIMITS.audience)}
        {textField('callToAction', BRAND_LIMITS.callToAction)}
      </div>
      {listField('wordsToAvoid', BRAND_LIMITS.wordsToAvoid)}
      {listField('hashtags', BRAND_LIMITS.hashtags)}

      <fieldset className="min-w-0 space-y-3" aria-describedby={id('samples-hint')}>
        <legend className="text-sm font-medium text-foreground">{t('brands.form.samples')}</legend>
        <div className="flex items-start justify-between gap-3">
          <p id={id('samples-hint')} className="text-xs text-muted-foreground">
            {t('brands.form.samplesHint')}
          </p>
          <Counter id={id('samples-count')} length={draft.samples.length} max={BRAND_LIMITS.samples} />
        </div>
        {error('samples') && (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">{error('samples')}</p>
        )}
        {draft.samples.map((sample, index) => {
          const field = `sample-${index}` as const;
          const number = index + 1;
          return (
            // Samples have no identity but their place; a removal shifts the rest up.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the sample's identity here
            <div key={index} className="rounded-xl border border-border p-3">
              <Field
                id={id(field)}
                label={t('brands.form.sample', { number })}
                error={error(field)}
                length={sample.length}
                max={BRAND_LIMITS.sample}
              >
                {(aria) => (
                  <textarea
                    id={id(field)}
                    rows={4}
                    value={sample}
                    placeholder={t('brands.form.samplePlaceholder')}
                    {...aria}
                    onChange={(event) =>
                      edit({ samples: draft.samples.map((s, i) => (i === index ? event.target.value : s)) }, [
                        field,
                        'samples',
                      ])
                    }
                    className={cn(inputClasses, 'resize-y')}
                  />
                )}
              </Field>
              {draft.samples.length > 1 && (
                <Button
                  variant="ghost"
                  className="mt-1 px-2 py-1 text-xs"
                  onClick={() => {
                    const next = removeSample(draft, errors, index);
                    setDraft(next.draft);
                    setErrors(next.errors);
                    focusSample(Math.min(index, next.draft.samples.length - 1));
                  }}
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                  {t('brands.form.removeSample', { number })}
                </Button>
              )}
            </div>
          );
        })}
        {canAddSample(draft) && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft((current) => ({ ...current, samples: [...current.samples, ''] }));
              focusSample(draft.samples.length);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('brands.form.addSample')}
          </Button>
        )}
      </fieldset>

      {failure && (
        <Alert tone="error">
          {failure.text}
          {failure.upgrade && (
            <>
              {' '}
              <Link to={paths.plans} className="font-medium underline underline-offset-2">
                {t('common.seePlans')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="text-sm text-muted-foreground">{t('brands.form.invalid')}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('brands.form.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending} pendingLabel={t('brands.form.saving')}>
          {t('brands.form.save')}
        </Button>
      </div>
    </form>
  );
}
