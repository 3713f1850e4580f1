import type { Me } from '@captia/shared';
import { RefreshCw } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { paths } from '#web/config/paths.ts';
import { formatDate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { checkErrorMessage, useSubscription } from '../use-subscription';
import { CancelSubscriptionButton, ManageSubscriptionButton } from './subscription-actions';

/**
 * The preferences' subscription section: the plan, the period end, whether it cancels at
 * the end of the period, and the portal, cancel and refresh actions.
 */
export function SubscriptionPanel({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription(me);
  const planName = t(`pages.plans.${subscription.tier ?? subscription.plan}`);
  const endDate = formatDate(subscription.endDate, i18n.language);
  const busy = subscription.pending !== null;

  const status = !subscription.isSubscribed
    ? t('billing.statusFree')
    : subscription.cancelAtPeriodEnd
      ? t('billing.cancelAtEnd')
      : t('billing.statusActive');

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t('billing.plan')}</dt>
        <dd className="font-semibold" data-testid="subscription-plan">
          {t(`pages.plans.${subscription.plan}`)}
        </dd>
        <dt className="text-muted-foreground">{t('billing.status')}</dt>
        <dd data-testid="subscription-state" data-cancel-at-period-end={subscription.cancelAtPeriodEnd}>
          {status}
        </dd>
        {subscription.isSubscribed && endDate && (
          <>
            <dt className="text-muted-foreground">{t('billing.periodEnd')}</dt>
            <dd>{endDate}</dd>
          </>
        )}
      </dl>

      {subscription.lastError && <Alert tone="error">{checkErrorMessage(t, subscription.lastError)}</Alert>}
      {!subscription.isSubscribed && subscription.plan === 'free' && (
        <p className="text-sm text-muted-foreground">{t('billing.freePlanText')}</p>
      )}

      <div className="flex flex-wrap gap-2">
        {subscription.isSubscribed ? (
          <>
            <ManageSubscriptionButton subscription={subscription} variant="primary" />
            <CancelSubscriptionButton subscription={subscription} planName={planName} endDate={endDate} />
          </>
        ) : (
          <ButtonLink to={paths.plans}>{t('common.seePlans')}</ButtonLink>
        )}
        <Button
          variant="ghost"
          pending={subscription.pending === 'refresh'}
          pendingLabel={t('billing.checking')}
          disabled={busy}
          onClick={() => void subscription.refresh()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('billing.refreshStatus')}
        </Button>
      </div>
    </div>
  );
}
