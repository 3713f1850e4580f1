import { TIER_LIMITS, type Tier } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { AuthCard } from '../components/layout/page-shell';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useFeatures } from '../features/billing/components/plan-card';
import { pollUntil, SUCCESS_POLL_DELAYS } from '../features/billing/poll';
import { billingScheduler } from '../features/billing/subscription-watch';
import { useAuth } from '../lib/session/auth-provider';

type Result = { phase: 'pending' } | { phase: 'active'; tier: Tier } | { phase: 'timeout' };

function ActivePlan({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const features = useFeatures(TIER_LIMITS[tier]).filter((feature) => feature.on);
  const limits = TIER_LIMITS[tier];
  return (
    <div className="space-y-5">
      <p role="status" className="flex items-center gap-2 text-base font-medium">
        <CircleCheck className="size-6 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <span data-testid="subscription-result">
          {t('billing.success', { plan: t(`pages.plans.${tier}`) })}
        </span>
      </p>
      <ul className="space-y-1.5 text-muted-foreground">
        <li>
          {t(limits.period === 'daily' ? 'billing.quotaDaily' : 'billing.quotaMonthly', {
            quota: limits.quota,
          })}
        </li>
        {features.map((feature) => (
          <li key={feature.text}>{feature.text}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.home}>{t('pages.subscriptionSuccess.goToGenerator')}</ButtonLink>
        <ButtonLink to={paths.preferences} variant="secondary">
          {t('billing.manageInPreferences')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * Where checkout comes back to. The payment is confirmed by the provider on its own time (a
 * webhook), so the page asks check-subscription with back-off — at once, then after 1, 2, 4,
 * 8 and 15 s — and says plainly whether it is still waiting, done, or not confirmed yet.
 */
export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Result>({ phase: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the wait on purpose
  useEffect(() => {
    if (status !== 'signedIn') return;
    const controller = new AbortController();
    setResult({ phase: 'pending' });
    let tier: Tier | null = null;
    void pollUntil(
      async () => {
        // Through the app's one scheduler: joins a check already running, updates the profile.
        const answer = await billingScheduler(queryClient).runNow();
        tier = answer.subscribed ? answer.subscription_tier : null;
        return tier !== null;
      },
      SUCCESS_POLL_DELAYS,
      controller.signal,
    ).then((outcome) => {
      if (outcome === 'done' && tier) setResult({ phase: 'active', tier });
      else if (outcome === 'timeout') setResult({ phase: 'timeout' });
    });
    return () => controller.abort();
  }, [status, attempt, queryClient]);

  const heading =
    status !== 'signedIn' || result.phase === 'pending'
      ? t('pages.subscriptionSuccess.heading')
      : result.phase === 'active'
        ? t('billing.successHeading')
        : t('billing.failedHeading');

  return (
    <AuthCard
      title={t('pages.subscriptionSuccess.title')}
      heading={heading}
      lead={
        status === 'signedIn' && result.phase === 'active'
          ? t('billing.activeLead')
          : t('pages.subscriptionSuccess.lead')
      }
    >
      {status === 'signedOut' && (
        <p>
          {t('billing.signInToSee')}{' '}
          <Link
            to={`${paths.login}?redirect=${paths.subscriptionSuccess}`}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('common.signIn')}
          </Link>
        </p>
      )}
      {status === 'signedIn' && result.phase === 'pending' && (
        <div role="status" className="flex items-start gap-3">
          <LoaderCircle className="mt-0.5 size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('billing.pending')}</p>
            <p className="text-muted-foreground">{t('billing.pendingHint')}</p>
          </div>
        </div>
      )}
      {status === 'signedIn' && result.phase === 'active' && <ActivePlan tier={result.tier} />}
      {status === 'signedIn' && result.phase === 'timeout' && (
        <div className="space-y-4">
          <div role="alert" className="flex items-start gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-medium">{t('billing.failed')}</p>
              <p className="text-muted-foreground">{t('billing.failedHelp')}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('billing.retry')}</Button>
            <ButtonLink to={paths.plans} variant="secondary">
              {t('billing.backToPlans')}
            </ButtonLink>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
