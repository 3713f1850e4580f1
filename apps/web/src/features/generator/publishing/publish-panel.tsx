import { canPublish, type PublishNetwork } from '@captia/shared';
import { CalendarClock, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { CONNECTIONS_ANCHOR, type Connection, type Publication, useConnections } from './api';
import { localInputValue, zonedInstant } from './zoned-time';

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:opacity-80';

/** The browser's own zone, when the account has none saved. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Publish now" and "Schedule" (a date and time in `timeZone`) to one of the account's connected
 * accounts of `network`. The free plan is told what a paid plan would do here; a paid plan with
 * no account of that network is sent to Preferences → Connections. `send` makes the call (a
 * campaign's post or a generator result); its answer is announced.
 */
export function PublishPanel({
  network,
  timeZone,
  defaultTime,
  disabledReason,
  send,
}: {
  network: PublishNetwork;
  /** The zone the date and time are read in (the campaign's, or the account's). */
  timeZone?: string | null | undefined;
  /** The wall-clock time the Schedule field starts at (`YYYY-MM-DDTHH:MM` in `timeZone`). */
  defaultTime?: string | undefined;
  /** Set when nothing may be sent yet (unsaved changes): said under the buttons. */
  disabledReason?: string | undefined;
  send: (connectionId: string, at?: string) => Promise<Publication>;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const ids = useId();
  const paid = me ? canPublish(me.tier) : false;
  const connections = useConnections(paid);
  const zone = timeZone || me?.timezone || browserZone();
  const networkName = t(`captions.networks.${network}`);
  const mine = (connections.data?.items ?? []).filter((c) => c.network === network);
  const [chosen, setChosen] = useState<string | null>(null);
  const [when, setWhen] = useState(
    () => defaultTime ?? localInputValue(new Date(Date.now() + 60 * 60_000), zone),
  );
  const [timeError, setTimeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'now' | 'later' | null>(null);

  const heading = (
    <h4 id={`${ids}-heading`} className="text-sm font-semibold">
      {t('publishing.publish.title', { network: networkName })}
    </h4>
  );

  if (!paid)
    return (
      <section aria-labelledby={`${ids}-heading`} className="space-y-2" data-testid="publish-panel">
        {heading}
        <p className="text-sm text-muted-foreground">
          {t('publishing.publish.paidOnly', { network: networkName })}
        </p>
        <ButtonLink to={paths.plans} variant="secondary" className="px-3 py-1.5 text-xs">
          {t('common.seePlans')}
        </ButtonLink>
      </section>
    );

  if (connections.isPending) return null;
  if (mine.length === 0)
    return (
      <section aria-labelledby={`${ids}-heading`} className="space-y-2" data-testid="publish-panel">
        {heading}
        <p className="text-sm text-muted-foreground">
          {t('publishing.publish.connect', { network: networkName })}{' '}
          <Link to={`${paths.preferences}#${CONNECTIONS_ANCHOR}`} className={linkClasses}>
            {t('publishing.publish.connectLink')}
          </Link>
        </p>
      </section>
    );

  const connection: Connection = mine.find((c) => c.id === chosen) ?? (mine[0] as Connection);

  async function go(kind: 'now' | 'later') {
    setFailure(null);
    setTimeError(null);
    let at: string | undefined;
    if (kind === 'later') {
      const instant = zonedInstant(when, zone);
      if (!instant) {
        setTimeError(t('publishing.publish.timeRequired'));
        return;
      }
      at = instant.toISOString();
    }
    setBusy(kind);
    try {
      const publication = await send(connection.id, at);
      toast.success(
        publication.state === 'scheduled' && at
          ? t('publishing.publish.scheduled', {
              date: formatDateTime(publication.at, i18n.language, zone),
              handle: connection.handle,
            })
          : t('publishing.publish.queued', { handle: connection.handle }),
      );
    } catch (error) {
      const message = isApiError(error) ? error.message : t('publishing.publish.failed');
      if (kind === 'later' && isApiError(error, 'publish_invalid')) setTimeError(message);
      else setFailure(message);
    } finally {
      setBusy(null);
    }
  }

  const blocked = busy !== null || disabledReason !== undefined;
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3" data-testid="publish-panel">
      {heading}
      {mine.length > 1 && (
        <SelectField
          label={t('publishing.publish.account')}
          value={connection.id}
          onChange={(event) => setChosen(event.target.value)}
        >
          {mine.map((c) => (
            <option key={c.id} value={c.id}>
              {t('publishing.publish.accountOption', { handle: c.handle, service: new URL(c.service).host })}
            </option>
          ))}
        </SelectField>
      )}
      {mine.length === 1 && (
        <p className="text-sm text-muted-foreground">
          {t('publishing.states.to', { handle: connection.handle })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Button
          disabled={blocked}
          pending={busy === 'now'}
          pendingLabel={t('publishing.publish.sending')}
          aria-describedby={disabledReason ? `${ids}-blocked` : undefined}
          onClick={() => void go('now')}
        >
          <Send className="size-4" aria-hidden="true" />
          {t('publishing.publish.now')}
        </Button>
        <TextField
          label={t('publishing.publish.at')}
          type="datetime-local"
          value={when}
          required
          aria-invalid={timeError ? true : undefined}
          describedById={cn(timeError && `${ids}-time-error`, `${ids}-zone`)}
          onChange={(event) => {
            setWhen(event.target.value);
            setTimeError(null);
          }}
          className="min-w-0 flex-1 basis-64"
        />
        <Button
          variant="secondary"
          disabled={blocked}
          pending={busy === 'later'}
          pendingLabel={t('publishing.publish.scheduling')}
          aria-describedby={disabledReason ? `${ids}-blocked` : undefined}
          onClick={() => void go('later')}
        >
          <CalendarClock className="size-4" aria-hidden="true" />
          {t('publishing.publish.schedule')}
        </Button>
      </div>
      {timeError && (
        <p id={`${ids}-time-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {timeError}
        </p>
      )}
      <p id={`${ids}-zone`} className="text-xs text-muted-foreground">
        {t('publishing.publish.atHint', { zone: zone.replaceAll('_', ' ') })}
      </p>
      {disabledReason && (
        <p id={`${ids}-blocked`} className="text-xs text-muted-foreground">
          {disabledReason}
        </p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
