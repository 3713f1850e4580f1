import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * "Cancel subscription", confirmed in a modal dialog (native <dialog>: focus trap, Escape,
 * inert page) that says what happens: access to the end of the period, then Free. Once the
 * cancellation is scheduled the button gives way to a line saying so, which takes the focus.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const scheduledRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const textId = useId();

  const confirmed = useRef(false);

  async function confirm() {
    confirmed.current = await onConfirm();
    // Closed either way: a failure is told by its toast, and the button stays to try again.
    dialogRef.current?.close();
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
        <Button
          ref={triggerRef}
          variant="secondary"
          disabled={disabled}
          onClick={() => dialogRef.current?.showModal()}
        >
          {t('billing.cancelPlan')}
        </Button>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => {
          const target = triggerRef.current ?? scheduledRef.current;
          if (target) confirmed.current = false;
          target?.focus();
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('billing.cancelDialogTitle')}
        </h2>
        <p id={textId} className="mt-2 text-sm text-muted-foreground">
          {t('billing.cancelDialogText', { plan: planName, date: endDate })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {/* First in the dialog, so it has the focus: the safe choice is the default. */}
          <Button variant="primary" onClick={() => dialogRef.current?.close()}>
            {t('billing.keepSubscription')}
          </Button>
          <Button variant="danger" pending={pending} pendingLabel={t('billing.cancelling')} onClick={confirm}>
            {t('billing.cancelPlan')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
