import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useTranslation } from '#web/lib/translator.ts';

/**
 * "Cancel subscription", confirmed in a modal dialog that says what happens: access to the end
 * of the period, then Free. Once the cancellation is scheduled the button gives way to a line
 * saying so, which takes the focus.
 */
export function CancelSubscription({
  planName,
  endDate,
  scheduled,
  pending,
  disabled,
  onConfirm,
}: {
  /** The subscription already cancels at the end of the period. */
  scheduled: boolean;
  planName: string;
  /** Already formatted. */
  endDate: string;
  pending: boolean;
  disabled?: boolean;
  onConfirm(): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const scheduledRef = useRef<HTMLParagraphElement>(null);

  const confirmed = useRef(false);

  async function confirm() {
    confirmed.current = await onConfirm();
    // Closed either way: a failure is told by its toast, and the button stays to try again.
    setOpen(false);
  }

  // The button the focus would return to is gone once the cancellation shows: focus its line.
  useEffect(() => {
    if (scheduled && confirmed.current) {
      confirmed.current = false;
      scheduledRef.current?.focus();
    }
  }, [scheduled]);

  return (
    <>
      {scheduled ? (
        <p
          ref={scheduledRef}
          tabIndex={-1}
          data-testid="cancel-scheduled"
          className="self-center text-sm font-medium text-amber-800 outline-none dark:text-amber-300"
        >
          {t('billing.cancelsAt', { date: endDate })}
        </p>
      ) : (
        <Button ref={triggerRef} variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
          {t('billing.cancelPlan')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={t('billing.cancelDialogTitle')}
        text={t('billing.cancelDialogText', { plan: planName, date: endDate })}
        keepLabel={t('billing.keepSubscription')}
        confirmLabel={t('billing.cancelPlan')}
        pendingLabel={t('billing.cancelling')}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          const target = triggerRef.current ?? scheduledRef.current;
          if (target) confirmed.current = false;
          target?.focus();
        }}
      />
    </>
  );
}
