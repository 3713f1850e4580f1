import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { BillingInterval } from '../api';

const INTERVALS: BillingInterval[] = ['monthly', 'yearly'];

/**
 * Monthly or yearly, as a group of native radio buttons: arrow keys move the choice and
 * screen readers announce "radio, 1 of 2" — the look is a segmented control.
 */
export function IntervalSwitch({
  value,
  onChange,
  savingPercent,
}: {
  value: BillingInterval;
  onChange(value: BillingInterval): void;
  /** The best yearly saving, shown on the yearly option when there is one. */
  savingPercent: number;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-xl border border-border bg-muted p-1">
      <legend className="sr-only">{t('billing.interval')}</legend>
      {INTERVALS.map((option) => (
        <label
          key={option}
          className={cn(
            'relative flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            value === option
              ? 'bg-primary text-primary-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            // Over the whole option (invisible), so a click anywhere on it is a click on the radio.
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
          />
          {t(option === 'monthly' ? 'billing.monthlyLabel' : 'billing.yearlyLabel')}
          {option === 'yearly' && savingPercent > 0 && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {t('billing.yearlySave', { percent: savingPercent })}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
