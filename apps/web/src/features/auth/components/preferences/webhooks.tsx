import { MAX_WEBHOOK_URL, MAX_WEBHOOKS, WEBHOOK_EVENTS, type WebhookEventType } from '@captia/shared';
import { Webhook as WebhookIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { paths } from '#web/config/paths.ts';
import {
  type CreatedWebhook,
  useCreateWebhook,
  useDeliveries,
  useRemoveWebhook,
  useTestWebhook,
  useWebhooks,
  type Webhook,
} from '#web/features/auth/api/webhooks.ts';
import { usePanelFocus } from '#web/hooks/use-panel-focus.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import type { Me } from '#web/lib/session/types.ts';
import { type TFunction, useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/**
 * Preferences → Integrations: webhook endpoints (decision 0058). Added with a URL and the events
 * they want; the signing secret is shown once; each can be sent a test and shows its last
 * deliveries. Paid plans: the free plan is told what they are for and where to get them.
 */
export function Webhooks({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Section title={t('integrations.webhooks.ui.title')} lead={t('integrations.webhooks.ui.lead')}>
      {me.tier === 'free' ? <PaidPlansOnly /> : <WebhookManager me={me} />}
    </Section>
  );
}

function PaidPlansOnly() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="webhooks-paid-only">
      <p className="text-sm">{t('integrations.webhooks.ui.paidOnly')}</p>
      <ButtonLink to={paths.plans}>{t('common.seePlans')}</ButtonLink>
    </div>
  );
}

function WebhookManager({ me }: { me: Me }) {
  const { t } = useTranslation();
  const list = useWebhooks();
  const create = useCreateWebhook();
  const remove = useRemoveWebhook();
  const ids = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['review.decided']);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  // The secret's panel takes the place of the form: the focus goes into it when it appears, and
  // back to the form's first field when "Done" (which it held) goes away with it.
  const focus = usePanelFocus<HTMLDivElement, HTMLInputElement>(created !== null);

  if (isApiError(list.error, 'plan_required')) return <PaidPlansOnly />;
  const items = list.data?.items ?? [];
  const full = items.length >= MAX_WEBHOOKS;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (events.length === 0) {
      setError(t('integrations.webhooks.ui.eventsRequired'));
      return;
    }
    try {
      setCreated(await create.mutateAsync({ url: url.trim(), events }));
      setUrl('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('account.errors.generic'));
    }
  };

  const toggle = (name: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, name] : current.filter((e) => e !== name)));

  return (
    <div className="space-y-5">
      {created ? (
        <div ref={focus.panel} tabIndex={-1} className="space-y-3 outline-none" data-testid="webhook-secret">
          <Alert tone="success" title={t('integrations.webhooks.ui.secretTitle')}>
            {t('integrations.webhooks.ui.secretText')}
          </Alert>
          <code className="block rounded-lg bg-muted px-3 py-2 font-mono text-sm break-all">
            {created.secret}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(created.secret)
                  .then(() => toast.success(t('integrations.webhooks.ui.copied')))
              }
            >
              {t('integrations.webhooks.ui.copy')}
            </Button>
            <Button
              onClick={() => {
                setCreated(null);
                focus.returnFocus();
              }}
            >
              {t('integrations.webhooks.ui.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-url`} className="block text-sm font-medium text-foreground">
              {t('integrations.webhooks.ui.url')}
            </label>
            <input
              ref={focus.back}
              id={`${ids}-url`}
              type="url"
              inputMode="url"
              className={inputClasses}
              value={url}
              maxLength={MAX_WEBHOOK_URL}
              placeholder="https://hooks.example.com/captia"
              autoComplete="off"
              required
              aria-describedby={`${ids}-url-hint`}
              onChange={(event) => setUrl(event.target.value)}
            />
            <p id={`${ids}-url-hint`} className="text-sm text-muted-foreground">
              {t('integrations.webhooks.ui.urlHint')}
            </p>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-foreground">
              {t('integrations.webhooks.ui.events')}
            </legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="flex min-h-6 items-center gap-2 text-sm">
                {/* 24 px, never squeezed by a label that wraps: a target a thumb can hit (WCAG 2.5.8). */}
                <input
                  type="checkbox"
                  className="size-6 shrink-0"
                  checked={events.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
                <span>
                  {t(`integrations.webhooks.ui.event.${name.replace('.', '_')}`)}{' '}
                  <code className="text-xs text-muted-foreground">{name}</code>
                </span>
              </label>
            ))}
          </fieldset>
          {error && <Alert tone="error">{error}</Alert>}
          <Button
            type="submit"
            disabled={full || list.isPending}
            pending={create.isPending}
            pendingLabel={t('integrations.webhooks.ui.adding')}
          >
            {t('integrations.webhooks.ui.add')}
          </Button>
          {full && (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
              {t('errors.api.webhook_limit_reached', { max: MAX_WEBHOOKS })}
            </p>
          )}
        </form>
      )}

      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('integrations.webhooks.ui.loading')}
        </p>
      ) : list.isError ? (
        <Alert tone="error">{list.error.message}</Alert>
      ) : items.length === 0 ? (
        <p className="border-t border-border pt-4 text-sm">{t('integrations.webhooks.ui.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-border border-t border-border"
          aria-label={t('integrations.webhooks.ui.title')}
        >
          {items.map((item) => (
            <WebhookRow key={item.id} webhook={item} me={me} onRemove={() => setRemoving(item)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('integrations.webhooks.ui.removeTitle')}
        text={t('integrations.webhooks.ui.removeText', { url: removing?.url ?? '' })}
        keepLabel={t('integrations.webhooks.ui.keep')}
        confirmLabel={t('integrations.webhooks.ui.remove')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (failure) => {
              toast.error(failure.message);
              setRemoving(null);
            },
          });
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

/** The failures recorded without an answer (`status` 0), each with a text of its own. */
const FAILURES = new Set([
  'link_blocked',
  'link_timeout',
  'link_too_large',
  'link_unreadable',
  'secret_unreadable',
  'endpoint_disabled',
  'plan_required',
]);

/** Why a delivery got no HTTP answer, in the reader's words. */
function deliveryFailure(t: TFunction, error: string): string {
  return t(`integrations.webhooks.ui.failure.${FAILURES.has(error) ? error : 'link_unreadable'}`);
}

function WebhookRow({ webhook, me, onRemove }: { webhook: Webhook; me: Me; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const test = useTestWebhook();
  const deliveries = useDeliveries(webhook.id, open);
  const listId = useId();
  const date = (value: string) => formatDateTime(value, i18n.language, me.timezone);
  return (
    <li className="space-y-3 py-4" data-testid="webhook">
      <div className="flex flex-wrap items-start gap-3">
        <WebhookIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium break-all">{webhook.url}</p>
          <p className="mt-0.5 text-muted-foreground">{webhook.events.join(', ')}</p>
          {webhook.disabledAt && (
            <p className="mt-1 font-medium text-amber-800 dark:text-amber-300">
              {t('integrations.webhooks.ui.disabled', { date: date(webhook.disabledAt) })}{' '}
              {webhook.disabledReason}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={webhook.disabledAt !== null}
          pending={test.isPending}
          onClick={() =>
            test.mutate(webhook.id, {
              onSuccess: () => {
                toast.success(t('integrations.webhooks.ui.testQueued'));
                setOpen(true);
              },
              onError: (failure) => toast.error(failure.message),
            })
          }
        >
          {t('integrations.webhooks.ui.test')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('integrations.webhooks.ui.deliveries')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('integrations.webhooks.ui.removeNamed', { url: webhook.url })}
          onClick={onRemove}
        >
          {t('integrations.webhooks.ui.remove')}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {open &&
          (deliveries.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('integrations.webhooks.ui.loading')}
            </p>
          ) : deliveries.isError ? (
            <Alert tone="error">{t('integrations.webhooks.ui.loadFailed')}</Alert>
          ) : (deliveries.data?.items.length ?? 0) === 0 ? (
            <p className="text-sm">{t('integrations.webhooks.ui.noDeliveries')}</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="webhook-deliveries">
              {deliveries.data?.items.map((delivery) => (
                <li key={delivery.id} className="flex flex-wrap gap-x-2">
                  <code className="text-xs">{delivery.event}</code>
                  <span>{t(`integrations.webhooks.ui.state.${delivery.state}`)}</span>
                  {delivery.status ? (
                    <span>HTTP {delivery.status}</span>
                  ) : (
                    delivery.error &&
                    delivery.error !== 'status' && <span>{deliveryFailure(t, delivery.error)}</span>
                  )}
                  <span className="text-muted-foreground">
                    {date(delivery.lastAttemptAt ?? delivery.createdAt)}
                  </span>
                  {delivery.nextRetryAt && (
                    <span className="text-muted-foreground">
                      {t('integrations.webhooks.ui.nextRetry', { date: date(delivery.nextRetryAt) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </div>
    </li>
  );
}
