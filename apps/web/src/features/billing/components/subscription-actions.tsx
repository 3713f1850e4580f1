import type { ComponentProps } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import type { SubscriptionView } from '../use-subscription';
import { CancelSubscription } from './cancel-subscription';

/** Opens the provider's portal; disabled while another subscription action runs. */
export function ManageSubscriptionButton({
  subscription,
  variant,
}: {
  subscription: SubscriptionView;
  variant: ComponentProps<typeof Button>['variant'];
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      pending={subscription.pending === 'portal'}
      pendingLabel={t('billing.redirecting')}
      disabled={subscription.pending !== null}
      onClick={() => void subscription.openPortal()}
    >
      {t('billing.manage')}
    </Button>
  );
}

/** Cancels at the end of the period, after a confirmation naming the plan and the date. */
export function CancelSubscriptionButton({
  subscription,
  planName,
  endDate,
}: {
  subscription: SubscriptionView;
  planName: string;
  endDate: string;
}) {
  return (
    <CancelSubscription
      planName={planName}
      endDate={endDate}
      scheduled={subscription.cancelAtPeriodEnd}
      pending={subscription.pending === 'cancel'}
      disabled={subscription.pending !== null}
      onConfirm={subscription.cancel}
    />
  );
}
