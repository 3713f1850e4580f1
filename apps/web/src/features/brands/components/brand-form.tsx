import { BRAND_LIMITS, BrandFormSchema } from '@captia/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldError, get } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldErrorText } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { type Brand, useSaveBrand } from '#web/lib/brands.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import {
  canAddSample,
  commitTypedItems,
  draftFromBrand,
  EMPTY_DRAFT,
  inputOf,
  type ListField,
  removeSample,
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
 * Creates or edits a brand voice (one form for both), checked with the shared schema before it
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
  const form = useAccountForm(BrandFormSchema, brand ? draftFromBrand(brand) : EMPTY_DRAFT);
  // The counters and the lists follow every keystroke.
  const draft = form.watch();
  const { errors } = form.formState;
  const [upgrade, setUpgrade] = useState(false);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  /** A field's error as text; `name` as the form nests it ("samples.2", "samples.root"). */
  const error = (name: string) => fieldErrorText(t, get(errors, name));

  useEffect(() => form.setFocus('name'), [form.setFocus]);

  /** Editing a field takes its error away (a sample's, the list's too); the next submit checks again. */
  const clear = (...names: string[]) => {
    for (const name of names) if (get(form.formState.errors, name)) form.clearErrors(name as never);
  };
  const bind = (name: TextFieldName | `samples.${number}`, cleared: string[] = [name]) =>
    form.register(name, { onChange: () => clear(...cleared) });
  const focusSample = (index: number) =>
    window.setTimeout(() => document.getElementById(id(`sample-${index}`))?.focus(), 0);

  const removeBox = (index: number) => {
    const samples = form.getValues('samples');
    const boxErrors = samples.map((_, i) => get(errors, `samples.${i}`) as FieldError | undefined);
    const next = removeSample(samples, boxErrors, index);
    form.setValue('samples', next.samples);
    clear(...samples.map((_, i) => `samples.${i}`));
    next.errors.forEach((boxError, i) => {
      if (boxError) form.setError(`samples.${i}`, { type: boxError.type, message: boxError.message });
    });
    focusSample(Math.min(index, next.samples.length - 1));
  };

  const send = form.submit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: brand?.id ?? null, body }));
    } catch (caught) {
      setUpgrade(isApiError(caught, 'brand_limit_reached'));
      form.setFailure(isApiError(caught) ? caught.message : t('brands.failed'));
    }
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const lists = commitTypedItems(form.getValues());
    form.setValue('wordsToAvoid', lists.wordsToAvoid);
    form.setValue('wordInput', lists.wordInput);
    form.setValue('hashtags', lists.hashtags);
    form.setValue('hashtagInput', lists.hashtagInput);
    void send(event);
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
      {(aria) =>
        multiLine ? (
          <textarea
            id={id(name)}
            rows={3}
            {...aria}
            {...bind(name)}
            className={cn(inputClasses, 'resize-y')}
          />
        ) : (
          <input
            id={id(name)}
            {...aria}
            {...bind(name)}
            required={name === 'name'}
            autoComplete="off"
            className={inputClasses}
          />
        )
      }
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
        form.setValue(field, next.items);
        form.setValue(inputOf(field), next.rest);
        clear(field);
        if (next.error) form.setError(field, { type: 'list', message: next.error });
      }}
    />
  );

  const heading = brand ? t('brands.form.editTitle', { name: brand.name }) : t('brands.form.createTitle');
  // The list's own error (too many samples), beside the boxes' errors it holds.
  const samplesError = error('samples.root');
  return (
    <form
      ref={form.formRef}
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
        {samplesError && <p className="text-sm font-medium text-red-700 dark:text-red-400">{samplesError}</p>}
        {draft.samples.map((sample, index) => {
          const field = `samples.${index}` as const;
          const number = index + 1;
          return (
            // Samples have no identity but their place; a removal shifts the rest up.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the sample's identity here
            <div key={index} className="rounded-xl border border-border p-3">
              <Field
                id={id(`sample-${index}`)}
                label={t('brands.form.sample', { number })}
                error={error(field)}
                length={sample.length}
                max={BRAND_LIMITS.sample}
              >
                {(aria) => (
                  <textarea
                    id={id(`sample-${index}`)}
                    rows={4}
                    placeholder={t('brands.form.samplePlaceholder')}
                    {...aria}
                    {...bind(field, [field, 'samples.root'])}
                    className={cn(inputClasses, 'resize-y')}
                  />
                )}
              </Field>
              {draft.samples.length > 1 && (
                <Button variant="ghost" className="mt-1 px-2 py-1 text-xs" onClick={() => removeBox(index)}>
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
              form.setValue('samples', [...form.getValues('samples'), '']);
              focusSample(draft.samples.length);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('brands.form.addSample')}
          </Button>
        )}
      </fieldset>

      {form.failure && (
        <Alert tone="error">
          {form.failure}
          {upgrade && (
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
