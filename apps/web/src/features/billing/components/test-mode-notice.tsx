import { FlaskConical } from 'lucide-react';
import { useTranslation } from '#web/lib/translator.ts';

/** Shown wherever a sandbox payment could start: nothing here charges a card. */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      aria-label={t('billing.testModeTitle')}
      className="flex items-start gap-3 rounded-xl border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold uppercase tracking-wide">{t('billing.testModeTitle')}</strong>
        {' · '}
        {t('billing.sandboxNotice')}
      </p>
    </div>
  );
}
