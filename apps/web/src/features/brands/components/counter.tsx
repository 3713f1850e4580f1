import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

/** "12 / 80" under a field: characters typed, or items listed, against the shared bound. */
export function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p
      id={id}
      className={cn(
        'shrink-0 text-xs tabular-nums',
        length > max ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground',
      )}
    >
      {t('brands.form.counter', {
        length: formatNumber(length, i18n.language),
        max: formatNumber(max, i18n.language),
      })}
    </p>
  );
}
