import { type AltText, AltTextSchema, MAX_ALT_TEXT, MAX_ALT_TEXT_SHORT } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import { fieldErrorText } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { saveAltText } from '../api/alt-text';
import { setCachedAltText } from '../history-cache';
import { AltTextCount } from './alt-text-count';

type Field = keyof AltText;

/**
 * The alt text's form (lazy: react-hook-form and the shared schema load when the user edits):
 * `AltTextSchema` checks it on Save, as the server does, each problem under its field; the saved
 * text replaces the entry's in every cached history list. `onClose` after a save or a cancel.
 */
export default function AltTextEditor({
  entryId,
  value,
  language,
  onClose,
}: {
  entryId: string;
  value: AltText;
  language: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useAccountForm(AltTextSchema, value);
  const draft = form.watch();
  const { errors, isSubmitting } = form.formState;
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  useEffect(() => form.setFocus('altText'), [form.setFocus]);

  const send = form.submit(async (body) => {
    try {
      const saved = await saveAltText(entryId, body);
      setCachedAltText(queryClient, entryId, saved);
      toast.success(t('generator.altText.saved'));
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('generator.altText.saveFailed');
      toast.error(message);
      // The server's rules are the form's: a refusal it finds in the text goes under the text.
      if (error instanceof ApiError && error.status === 400) form.serverError('altText', message);
      else form.setFailure(message);
    }
  });

  const field = (name: Field, label: string, max: number, rows: number) => {
    const error = fieldErrorText(t, errors[name]);
    return (
      <div>
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={id(name)} className="text-xs font-medium text-foreground">
            {label}
          </label>
          <AltTextCount id={id(`${name}-count`)} length={draft[name].length} max={max} />
        </div>
        <textarea
          id={id(name)}
          rows={rows}
          lang={language}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && id(`${name}-error`), id(`${name}-count`)].filter(Boolean).join(' ')}
          {...form.register(name, {
            onChange: () => {
              if (form.getFieldState(name).error) form.clearErrors(name);
            },
          })}
          className={cn(inputClasses, 'resize-y')}
        />
        {error && (
          <p id={id(`${name}-error`)} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={send}
      data-testid="alt-text-form"
      className="mt-3 space-y-3"
    >
      {field('altText', t('generator.altText.long'), MAX_ALT_TEXT, 5)}
      {field('altTextShort', t('generator.altText.short'), MAX_ALT_TEXT_SHORT, 2)}
      {form.failure && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {form.failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          className="px-3 py-1.5 text-xs"
          pending={isSubmitting}
          pendingLabel={t('generator.altText.saving')}
        >
          {t('generator.altText.save')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5 text-xs" disabled={isSubmitting} onClick={onClose}>
          {t('generator.altText.cancel')}
        </Button>
      </div>
    </form>
  );
}
