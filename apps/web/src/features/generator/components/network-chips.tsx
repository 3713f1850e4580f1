import { NETWORK_IDS, type NetworkId, type NetworkOption } from '@captia/shared';
import { Check, Lock } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { OVERLAY } from './overlay';

/**
 * The networks as toggle chips (checkboxes), each with the longest caption it accepts. A chip
 * the plan does not allow to add is locked: disabled, with a lock, described by the plan hint.
 */
export function NetworkChips({
  labelId,
  selected,
  isLocked,
  limits,
  lockedHintIds,
  errorId,
  onToggle,
}: {
  labelId: string;
  selected: readonly NetworkId[];
  isLocked: (id: NetworkId) => boolean;
  limits: Partial<Record<NetworkId, NetworkOption['limits']>>;
  lockedHintIds: string;
  errorId: string | undefined;
  onToggle: (id: NetworkId) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={errorId}
      className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2"
    >
      {NETWORK_IDS.map((id) => {
        const checked = selected.includes(id);
        const locked = !checked && isLocked(id);
        const limit = limits[id];
        const name = t(`captions.networks.${id}`);
        return (
          <label
            key={id}
            className={cn(
              'relative grid grid-cols-[0.875rem_minmax(0,1fr)] items-center gap-x-1.5 rounded-lg border px-2.5 py-1.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked
                ? 'border-primary bg-primary/10 font-medium text-foreground'
                : 'border-border bg-background text-muted-foreground',
              locked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-primary/60',
            )}
          >
            <input
              type="checkbox"
              className={OVERLAY}
              checked={checked}
              disabled={locked}
              aria-describedby={locked ? lockedHintIds : undefined}
              // The visible number alone would read as "Instagram 2,200".
              aria-label={
                limit
                  ? `${name}, ${t('generator.networkLimit', { limit: formatNumber(limit.maxLength, i18n.language), unit: limit.unitLabel })}`
                  : undefined
              }
              onChange={() => onToggle(id)}
            />
            <span className="flex size-3.5 shrink-0 items-center" aria-hidden="true">
              {locked ? (
                <Lock className="size-3.5" />
              ) : (
                checked && <Check className="size-3.5 text-primary" />
              )}
            </span>
            <span className="truncate">{name}</span>
            {/* The line is kept while the limits load, so nothing moves when they arrive. */}
            <span
              className="col-start-2 min-h-4 text-xs leading-4 tabular-nums text-muted-foreground"
              aria-hidden="true"
            >
              {limit && formatNumber(limit.maxLength, i18n.language)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
