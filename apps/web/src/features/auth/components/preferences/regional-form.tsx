import { LANGUAGE_NAMES, LANGUAGES, RegionalFormSchema } from '@captia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { FormSelectField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';
import { browserTimeZone } from '#web/lib/session/auth-provider.tsx';
import type { Me } from '#web/lib/session/types.ts';
import { updateMeMutation } from '#web/lib/session/update-me.ts';
import { translator, useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/** Every IANA zone the browser knows, with its current UTC offset, e.g. "America/Sao Paulo (GMT-3)". */
function timeZoneOptions(selected: string): { value: string; label: string }[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  if (!zones.includes(selected)) zones = [selected, ...zones];
  const now = new Date();
  return zones.map((zone) => {
    let offset = '';
    try {
      offset =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(now)
          .find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      // An unknown zone keeps its bare name.
    }
    return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}` };
  });
}

export function RegionalForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const detected = browserTimeZone();
  const initial = { language: me.language ?? currentLanguage(), timezone: me.timezone ?? detected };
  const form = useAccountForm(RegionalFormSchema, initial);
  const queryClient = useQueryClient();
  const update = useMutation(updateMeMutation(queryClient));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list only needs the zone that was saved
  const zones = useMemo(() => timeZoneOptions(initial.timezone), []);
  const [chosenLanguage, chosenZone] = form.watch(['language', 'timezone']);
  const unchanged = chosenLanguage === me.language && chosenZone === me.timezone;

  const onSubmit = form.submit(async (values) => {
    try {
      await update.mutateAsync(values);
      if (values.language !== currentLanguage()) await changeLanguage(values.language);
      // In the language just chosen.
      toast.success(translator.t('account.preferences.regionalSaved'));
    } catch (failure) {
      toast.error(t('account.preferences.saveFailed'), { description: apiErrorMessage(t, failure) });
    }
  });

  return (
    <Section title={t('account.preferences.regional')} lead={t('account.preferences.regionalLead')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField form={form} name="language" label={t('account.fields.language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField
            form={form}
            name="timezone"
            label={t('account.fields.timezone')}
            hint={t('account.preferences.timezoneHelp', { timezone: detected.replace(/_/g, ' ') })}
          >
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </FormSelectField>
        </div>
        <Button
          type="submit"
          pending={update.isPending}
          pendingLabel={t('account.preferences.saving')}
          disabled={unchanged}
        >
          {t('account.preferences.saveRegional')}
        </Button>
      </form>
    </Section>
  );
}
