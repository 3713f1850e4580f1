import {
  addDays,
  CAPTION_LANGUAGES,
  campaignSlots,
  isLanguage,
  MAX_CAMPAIGN_DAYS,
  MAX_POSTS_PER_DAY,
  type Me,
  type NetworkId,
  type PlannerFormValues,
  plannableDates,
  TIER_LIMITS,
  todayIn,
} from '@captia/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { type Ref, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, FormSelectField, fieldErrorText } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { optionsQuery } from '../api/get-options';
import { BrandPicker } from '../components/brand-picker';
import { FieldLabel } from '../components/field-label';
import { LinkField } from '../components/link-field';
import { NetworkChips } from '../components/network-chips';
import type { CampaignRequest } from './api';

const range = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));
const linkClasses = 'font-medium underline underline-offset-2 hover:opacity-80';

/** A refusal of the server, shown over the form's button (with the plans when they are the answer). */
export interface PlanFailure {
  message: string;
  plans: boolean;
}

/**
 * The campaign's brief and shape: start date (from the account's today up to a year ahead),
 * days, posts a day, networks (the plan's cap locks the rest), language and brand voice. What a
 * campaign costs is said before it is sent: one use per slot, whatever the networks.
 */
export function PlannerForm({
  me,
  busy,
  failure,
  submitRef,
  onPlan,
}: {
  me: Me;
  busy: boolean;
  failure: PlanFailure | null;
  /** The submit button: disabled while the campaign is written, so the screen gives it the focus back. */
  submitRef: Ref<HTMLButtonElement>;
  onPlan: (request: CampaignRequest) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const interfaceLanguage = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const options = useQuery(optionsQuery(interfaceLanguage));
  const limits = TIER_LIMITS[me.tier];
  const today = todayIn(me.timezone);
  const dates = plannableDates(today);
  const remaining = Math.max(0, me.usage.total - me.usage.current);
  const form = useAccountForm(
    () => import('@captia/shared/planner-form').then((forms) => forms.PlannerFormSchema),
    {
      text: '',
      // Tomorrow: a post suggested for this morning may already be late.
      startDate: addDays(today, 1),
      // A week, or what the quota still holds (the free plan's 3 a day).
      days: String(Math.min(7, Math.max(1, remaining))),
      postsPerDay: '1',
      networks: ['instagram'],
      language: interfaceLanguage,
      brandId: null,
      link: null,
    } satisfies PlannerFormValues,
  );
  const networks = form.watch('networks');
  const brandId = form.watch('brandId');
  const cost = campaignSlots(today, Number(form.watch('days')), Number(form.watch('postsPerDay'))).length;
  const full = limits.maxNetworks !== null && networks.length >= limits.maxNetworks;
  // The networks' error is the list's own (a refusal of the whole list), never one of its items'.
  const error = (name: keyof PlannerFormValues) =>
    fieldErrorText(t, form.getFieldState(name, form.formState).error as FieldError | undefined);
  const textError = error('text');
  const networksError = error('networks');
  const fieldError = (name: string, problem: string | undefined) =>
    problem && (
      <p id={id(`${name}-error`)} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
        {problem}
      </p>
    );

  const toggleNetwork = (network: NetworkId) => {
    const next = networks.includes(network) ? networks.filter((n) => n !== network) : [...networks, network];
    form.setValue('networks', next);
    if (form.getFieldState('networks').error) form.clearErrors('networks');
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={id('heading')}
      onSubmit={form.submit((request) => onPlan(request))}
      className="space-y-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={id('heading')} className="text-xl font-semibold">
        {t('planner.form.heading')}
      </h2>

      <LinkField
        id={id('link')}
        value={form.watch('link')}
        onChange={(link) => {
          form.setValue('link', link);
          if (link && form.getFieldState('text').error) form.clearErrors('text');
        }}
      />

      <div>
        <FieldLabel htmlFor={id('text')} label={t('planner.form.brief')} hint={t('planner.form.briefHint')} />
        <textarea
          id={id('text')}
          rows={4}
          placeholder={t('planner.form.briefPlaceholder')}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? id('text-error') : undefined}
          // The brief keeps its own frame (a tooltip hint); it clears its error as FormField does.
          {...form.register('text', {
            onChange: () => {
              if (form.getFieldState('text').error) form.clearErrors('text');
            },
          })}
          className={cn(inputClasses, 'min-h-28 resize-y')}
        />
        {fieldError('text', textError)}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField form={form} name="startDate" type="date" label={t('planner.form.startDate')} {...dates} />
        <FormSelectField form={form} name="days" label={t('planner.form.days')}>
          {range(MAX_CAMPAIGN_DAYS).map((n) => (
            <option key={n} value={n}>
              {t('planner.form.daysOption', { count: Number(n) })}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField form={form} name="postsPerDay" label={t('planner.form.postsPerDay')}>
          {range(MAX_POSTS_PER_DAY).map((n) => (
            <option key={n} value={n}>
              {t('planner.form.postsPerDayOption', { count: Number(n) })}
            </option>
          ))}
        </FormSelectField>
      </div>

      <div>
        <FieldLabel
          id={id('networks-label')}
          label={t('planner.form.networks')}
          hint={t('planner.form.networksHint')}
        />
        <NetworkChips
          labelId={id('networks-label')}
          selected={networks}
          isLocked={() => full}
          limits={Object.fromEntries((options.data?.networks ?? []).map((n) => [n.id, n.limits]))}
          lockedHintIds={id('networks-cap')}
          errorId={networksError ? id('networks-error') : undefined}
          onToggle={toggleNetwork}
        />
        {full && (
          <p id={id('networks-cap')} className="mt-1.5 text-xs text-muted-foreground">
            {t('generator.networksCap', { count: limits.maxNetworks ?? 0 })}{' '}
            <Link to={paths.plans} className={cn(linkClasses, 'text-primary')}>
              {t('common.seePlans')}
            </Link>
          </p>
        )}
        {fieldError('networks', networksError)}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField form={form} name="language" label={t('planner.form.language')}>
          {CAPTION_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`captions.languages.${code}`)}
            </option>
          ))}
        </FormSelectField>
        <BrandPicker id={id('brand')} value={brandId} onChange={(value) => form.setValue('brandId', value)} />
      </div>

      <p
        id={id('cost')}
        className={cn(
          'text-sm',
          cost > remaining ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-muted-foreground',
        )}
      >
        {t('planner.form.cost', { count: cost })}{' '}
        {cost > remaining && (
          <>
            {t('planner.form.costOver', { remaining: formatNumber(remaining, i18n.language) })}{' '}
            <Link to={paths.plans} className={linkClasses}>
              {t('common.seePlans')}
            </Link>
          </>
        )}
      </p>

      {failure && (
        <Alert tone="error">
          {failure.message}
          {failure.plans && (
            <>
              {' '}
              <Link to={paths.plans} className={linkClasses}>
                {t('common.seePlans')}
              </Link>
            </>
          )}
        </Alert>
      )}

      <Button
        ref={submitRef}
        type="submit"
        className="w-full py-3 text-base"
        pending={busy}
        pendingLabel={t('planner.form.submitting')}
        aria-describedby={id('cost')}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t('planner.form.submit')}
      </Button>
    </form>
  );
}
