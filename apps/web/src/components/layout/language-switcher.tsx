import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@captia/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changeLanguage, currentLanguage } from '../../app/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = currentLanguage();
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
          await changeLanguage(next);
          toast(i18n.t('common.languageChanged', { language: LANGUAGE_NAMES[next] }));
        }}
        className="rounded-md border border-border bg-card px-2 py-1.5 text-sm text-foreground"
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
