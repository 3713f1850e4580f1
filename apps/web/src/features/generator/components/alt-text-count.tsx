import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

/** "123 / 1,000 characters", red past the bound. */
export function AltTextCount({ id, length, max }: { id?: string; length: number; max: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        length > max ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground',
      )}
    >
      {t('generator.altText.count', {
        length: formatNumber(length, i18n.language),
        max: formatNumber(max, i18n.language),
      })}
    </span>
  );
}
