import { TIER_LIMITS, type Tier } from '@captia/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageShell } from '../components/layout/page-shell';
import { ButtonLink, buttonClasses } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/components/auth-provider';
import { cancelSubscription, createCheckout, getPlans, openPortal } from '../features/billing/api';
import { subscriptionScheduler } from '../features/billing/subscription-watch';
import { ApiError } from '../lib/api-client';
import { cn } from '../lib/cn';

type Interval = 'monthly' | 'yearly';

export default function PlansPage() {
  const { t, i18n } = useTranslation();
  const { me, status } = useAuth();
  const queryClient = useQueryClient();
  const [interval, setInterval] = useState<Interval>('monthly');
  const [busy, setBusy] = useState(false);
  const catalog = useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 60_000 });
  const current: Tier = me?.tier ?? 'free';
  const subscription = me?.subscription;

  const fail = (key: string, error: unknown) =>
    toast.error(t(`billing.toasts.${key}`), {
      description: error instanceof ApiError ? error.message : undefined,
    });

  const run = async (action: () => Promise<void>, failureKey: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(failureKey, error);
    } finally {
      setBusy(false);
    }
  };

  const price = (amount: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: catalog.data?.currency ?? 'BRL',
    }).format(amount);

  const features = (tier: Tier) => {
    const limits = TIER_LIMITS[tier];
    return [
      limits.maxNetworks === 1 ? t('pages.plans.oneNetwork') : t('pages.plans.allNetworks'),
      limits.longText ? t('pages.plans.shortAndLong') : t('pages.plans.shortOnly'),
      t('pages.plans.variants', { count: limits.maxVariants }),
      ...(limits.emojis ? [t('pages.plans.emojisHashtags')] : []),
    ];
  };

  const action = (tier: Tier) => {
    if (status !== 'signedIn') {
      return (
        <ButtonLink
          to={`${paths.register}?redirect=${paths.plans}`}
          variant={tier === 'premium' ? 'primary' : 'secondary'}
        >
          {t('common.createFreeAccount')}
        </ButtonLink>
      );
    }
    if (tier === current) {
      return <p className="text-center text-sm font-medium text-primary">{t('billing.current')}</p>;
    }
    if (tier === 'free') return null;
    if (subscription?.subscribed) {
      return (
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={busy}
          onClick={() => run(async () => window.location.assign((await openPortal()).url), 'portalFailed')}
        >
          {t('billing.manage')}
        </button>
      );
    }
    return (
      <button
        type="button"
        className={buttonClasses('primary')}
        disabled={busy}
        onClick={() =>
          run(
            async () => window.location.assign((await createCheckout(tier, interval)).url),
            'checkoutFailed',
          )
        }
      >
        {t('billing.upgrade', { plan: t(`pages.plans.${tier}`) })}
      </button>
    );
  };

  return (
    <PageShell
      title={t('pages.plans.title')}
      heading={t('pages.plans.heading')}
      lead={t('pages.plans.lead')}
      width="wide"
    >
      {catalog.data?.provider === 'sandbox' && (
        <p
          role="note"
          className="mb-6 rounded-lg border border-amber-400 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('billing.sandboxNotice')}
        </p>
      )}
      <fieldset className="mb-6 inline-flex rounded-lg border border-border p-1">
        <legend className="sr-only">{t('billing.interval')}</legend>
        {(['monthly', 'yearly'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm',
              interval === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name="interval"
              value={option}
              checked={interval === option}
              onChange={() => setInterval(option)}
              className="sr-only"
            />
            {t(option === 'monthly' ? 'billing.monthlyLabel' : 'billing.yearlyLabel')}
          </label>
        ))}
      </fieldset>
      <ul className="grid gap-6 md:grid-cols-3">
        {(['free', 'profissional', 'premium'] as const).map((tier) => {
          const prices = catalog.data?.plans.find((p) => p.id === tier)?.prices;
          return (
            <li
              key={tier}
              data-plan={tier}
              className={cn(
                'flex flex-col rounded-2xl border bg-card p-6',
                tier === current && status === 'signedIn'
                  ? 'border-primary shadow-lg shadow-primary/10'
                  : 'border-border',
              )}
            >
              <h2 className="text-xl font-semibold">{t(`pages.plans.${tier}`)}</h2>
              <p className="mt-1 text-lg font-semibold">{t(`pages.plans.${tier}Quota`)}</p>
              <p className="mt-2 text-2xl font-bold" data-testid={`price-${tier}`}>
                {prices ? price(prices[interval]) : '\u00a0'}
                {prices && tier !== 'free' && (
                  <span className="text-sm font-normal text-muted-foreground">
                    {t(interval === 'monthly' ? 'billing.perMonth' : 'billing.perYear')}
                  </span>
                )}
              </p>
              <ul className="mt-6 flex-1 space-y-2">
                {features(tier).map((feature) => (
                  <li key={feature} className="flex gap-2 text-muted-foreground">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-col gap-2">{action(tier)}</div>
            </li>
          );
        })}
      </ul>
      {status === 'signedIn' && subscription?.subscribed && (
        <section
          className="mt-8 rounded-2xl border border-border bg-card p-6 text-sm"
          aria-label={t('billing.manage')}
        >
          <p data-testid="subscription-state">
            {subscription.cancel_at_period_end
              ? t('billing.cancelsAt', {
                  date: new Date(subscription.subscription_end ?? '').toLocaleDateString(i18n.language),
                })
              : t('billing.renewsAt', {
                  date: new Date(subscription.subscription_end ?? '').toLocaleDateString(i18n.language),
                })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {!subscription.cancel_at_period_end && (
              <button
                type="button"
                className={buttonClasses('secondary')}
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    await cancelSubscription();
                    toast.success(t('billing.toasts.cancelScheduled'));
                    await queryClient.refetchQueries({ queryKey: ['me'], type: 'all' });
                    subscriptionScheduler(queryClient).cancelled();
                  }, 'cancelFailed')
                }
              >
                {t('billing.cancelPlan')}
              </button>
            )}
            <button
              type="button"
              className={buttonClasses('ghost')}
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const ran = await subscriptionScheduler(queryClient).run({ force: true });
                  await queryClient.refetchQueries({ queryKey: ['me'], type: 'all' });
                  if (ran) toast.success(t('billing.toasts.statusUpdated'));
                }, 'statusFailed')
              }
            >
              {t('billing.refreshStatus')}
            </button>
          </div>
        </section>
      )}
    </PageShell>
  );
}
