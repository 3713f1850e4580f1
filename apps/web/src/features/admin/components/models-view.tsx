import type { ModelUsageRow } from '@captia/shared';
import { useId, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { useAdminModels } from '../api';
import { dailySeries, groupTotals, totalsOf, type UsageTotals } from '../model-usage';

/** The periods offered; 30 days is the and the route's default. */
const PERIODS = [7, 30, 90] as const;

/** A cost in the prices' currency, with the small fractions a cost per caption has. */
function formatCost(value: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: value !== 0 && Math.abs(value) < 0.01 ? 6 : 2,
  }).format(value);
}

function formatShare(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function TotalsTable({
  caption,
  keyLabel,
  groups,
  currency,
}: {
  caption: string;
  keyLabel: string;
  groups: { key: string; totals: UsageTotals }[];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="px-4 py-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {keyLabel}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.calls')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.tokens')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.captions')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.fallbackRate')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.failures')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.cost')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('models.admin.costPerCaption')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map(({ key, totals }) => (
            <tr key={key} className="border-t border-border">
              <th scope="row" className="px-4 py-2 text-left font-medium break-all">
                {key}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{n(totals.calls)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {n(totals.inputTokens)} / {n(totals.outputTokens)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{n(totals.captions)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatShare(totals.fallbackRate, i18n.language)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{n(totals.failures)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatCost(totals.cost, currency, i18n.language)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {totals.costPerCaption === null
                  ? '—'
                  : formatCost(totals.costPerCaption, currency, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyChart({ rows, days, currency }: { rows: ModelUsageRow[]; days: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const series = dailySeries(rows, days);
  const day = (date: string) => formatDate(date, i18n.language, { style: 'medium', timeZone: 'UTC' });
  return (
    <figure aria-labelledby={captionId} className="rounded-xl border border-border bg-card p-4">
      <figcaption id={captionId} className="mb-3">
        <span className="block font-semibold">{t('models.admin.chartTitle')}</span>
        <span className="block text-sm text-muted-foreground">{t('models.admin.chartDescription')}</span>
      </figcaption>
      <div className="h-64" data-testid="models-chart">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer>
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => day(date)}
              stroke="var(--muted-foreground)"
              fontSize={12}
              minTickGap={24}
            />
            <YAxis
              yAxisId="cost"
              stroke="var(--muted-foreground)"
              fontSize={12}
              tickFormatter={(value: number) => formatCost(value, currency, i18n.language)}
              width={80}
            />
            <YAxis
              yAxisId="calls"
              orientation="right"
              stroke="var(--muted-foreground)"
              fontSize={12}
              allowDecimals={false}
              width={40}
            />
            <Tooltip
              labelFormatter={(date) => day(String(date))}
              formatter={(value, name) =>
                name === 'cost'
                  ? [formatCost(Number(value), currency, i18n.language), t('models.admin.cost')]
                  : [formatNumber(Number(value), i18n.language), t('models.admin.calls')]
              }
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                borderRadius: '0.5rem',
                color: 'var(--foreground)',
              }}
            />
            <Bar
              yAxisId="cost"
              dataKey="cost"
              fill="var(--primary)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              yAxisId="calls"
              dataKey="calls"
              stroke="var(--foreground)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The admin's Models view: what the AI models did and cost over a period — calls, tokens,
 * estimated cost, cost per caption, fallback rate — in cards, a daily chart and tables by model
 * and by plan. Its own chunk: the chart library loads only here.
 */
export default function ModelsView() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const usage = useAdminModels(days);
  const periodId = useId();
  const data = usage.data;
  const totals = data ? totalsOf(data.rows) : null;
  const currency = data?.currency ?? 'USD';
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('models.admin.lead', { days })}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={periodId} className="text-sm font-medium">
            {t('models.admin.period')}
          </label>
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="rounded-md border border-border bg-card px-3 py-2 text-sm"
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('models.admin.days', { count: period })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {usage.isError ? (
        <p role="alert" className="rounded-xl border border-border bg-muted/60 px-5 py-4">
          {t('models.admin.failed')}
        </p>
      ) : !data || !totals ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          {t('models.admin.loading')}
        </p>
      ) : data.rows.length === 0 ? (
        <p className="rounded-xl border border-border px-5 py-4 text-muted-foreground">
          {t('models.admin.empty')}
        </p>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <Card label={t('models.admin.calls')} value={n(totals.calls)} />
            <Card
              label={t('models.admin.tokens')}
              value={`${n(totals.inputTokens)} / ${n(totals.outputTokens)}`}
            />
            <Card label={t('models.admin.cost')} value={formatCost(totals.cost, currency, i18n.language)} />
            <Card
              label={t('models.admin.costPerCaption')}
              value={
                totals.costPerCaption === null
                  ? '—'
                  : formatCost(totals.costPerCaption, currency, i18n.language)
              }
            />
            <Card
              label={t('models.admin.fallbackRate')}
              value={formatShare(totals.fallbackRate, i18n.language)}
            />
          </dl>
          <DailyChart rows={data.rows} days={days} currency={currency} />
          <TotalsTable
            caption={t('models.admin.byModel')}
            keyLabel={t('models.admin.model')}
            groups={groupTotals(data.rows, (row) => `${row.provider} · ${row.model}`)}
            currency={currency}
          />
          <TotalsTable
            caption={t('models.admin.byPlan')}
            keyLabel={t('models.admin.plan')}
            groups={groupTotals(data.rows, (row) => t(`pages.plans.${row.plan}`))}
            currency={currency}
          />
          <p className="text-sm text-muted-foreground">{t('models.admin.noPrice')}</p>
        </div>
      )}
    </section>
  );
}
