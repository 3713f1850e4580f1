import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';

/**
 * "12 / 80 characters" beside a field: what was typed against its bound, red past it. The
 * message is the caller's catalog key (with `length` and `max`), so each place says its unit.
 */
export function LengthCount({
  id,
  length,
  max,
  messageKey,
  as: Tag = 'p',
  className,
}: {
  id?: string;
  length: number;
  max: number;
  messageKey: string;
  as?: 'p' | 'span';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Tag
      id={id}
      className={cn(
        'text-xs tabular-nums',
        length > max ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground',
        className,
      )}
    >
      {t(messageKey, { length: formatNumber(length, i18n.language), max: formatNumber(max, i18n.language) })}
    </Tag>
  );
}
