import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { ME_QUERY_KEY } from '#web/lib/session/get-me.ts';
import { updateMe } from '#web/lib/session/update-me.ts';
import { useTranslation } from '#web/lib/translator.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = currentLanguage();
  const { me } = useAuth();
  const queryClient = useQueryClient();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={value}
        data-testid="language-switcher"
        onChange={async (event) => {
          const next = event.target.value as Language;
          // A quicker later choice wins: this one then neither saves nor says anything.
          if (!(await changeLanguage(next))) return;
          // Signed in, the choice is saved on the profile too (e-mails, other devices).
          if (me) {
            // A plain call rather than a mutation hook: the header is on every page's critical path.
            updateMe({ language: next }).then(
              (updated) => queryClient.setQueryData(ME_QUERY_KEY, updated),
              () => {
                // The interface already switched; the profile catches up on the next change.
              },
            );
          }
          // sonner is not in the first load (see providers.tsx); by now it is there.
          void import('sonner').then(({ toast }) =>
            toast(i18n.t('common.languageChanged', { language: LANGUAGE_NAMES[next] })),
          );
        }}
        // 16 px on a phone: iOS zooms the page into a smaller field on focus.
        className="rounded-md border border-border bg-card px-2 py-1.5 text-base text-foreground sm:text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
