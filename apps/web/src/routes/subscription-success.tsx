import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/layout/page-shell';
import { ButtonLink, buttonClasses } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/components/auth-provider';
import { checkSubscription } from '../features/billing/api';

/** Back-off between checks while the payment is confirmed (about 30 s in all). */
const DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [state, setState] = useState<{ phase: 'pending' | 'active' | 'failed'; tier?: string }>({
    phase: 'pending',
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the polling on purpose
  useEffect(() => {
    if (status !== 'signedIn') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (step: number) => {
      try {
        const result = await checkSubscription();
        if (cancelled) return;
        if (result.subscribed)
          return setState({ phase: 'active', tier: result.subscription_tier ?? undefined });
      } catch {
        // Try again on the next step.
      }
      if (cancelled) return;
      const delay = DELAYS_MS[step];
      if (delay === undefined) return setState({ phase: 'failed' });
      timer = setTimeout(() => void poll(step + 1), delay);
    };
    setState({ phase: 'pending' });
    void poll(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, attempt]);

  return (
    <AuthCard
      title={t('pages.subscriptionSuccess.title')}
      heading={t('pages.subscriptionSuccess.heading')}
      lead={t('pages.subscriptionSuccess.lead')}
    >
      {status === 'signedOut' && (
        <p>
          {t('billing.signInToSee')}{' '}
          <Link
            to={`${paths.login}?redirect=${paths.subscriptionSuccess}`}
            className="text-primary underline"
          >
            {t('common.signIn')}
          </Link>
        </p>
      )}
      {status === 'signedIn' && state.phase === 'pending' && (
        <p role="status" className="text-muted-foreground">
          {t('billing.pending')}
        </p>
      )}
      {state.phase === 'active' && (
        <div role="status" className="space-y-3">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck className="size-6 text-primary" aria-hidden="true" />
            {t('billing.success', { plan: t(`pages.plans.${state.tier ?? 'premium'}`) })}
          </p>
          <ButtonLink to={paths.home}>{t('pages.subscriptionSuccess.goToGenerator')}</ButtonLink>
        </div>
      )}
      {state.phase === 'failed' && (
        <div role="alert" className="space-y-3">
          <p>{t('billing.failed')}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('billing.retry')}
            </button>
            <ButtonLink to={paths.plans} variant="secondary">
              {t('billing.backToPlans')}
            </ButtonLink>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
