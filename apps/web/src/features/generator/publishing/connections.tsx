import { DEFAULT_BLUESKY_SERVICE, TIER_LIMITS } from '@captia/shared';
import { AtSign, Link2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDateTime, formatNumber } from '#web/lib/format.ts';
import type { Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
import {
  CONNECTIONS_ANCHOR,
  type Connection,
  useConnections,
  useCreateConnection,
  useRemoveConnection,
} from './api';

/** What the free plan would get: the paid plans' limits, and where to get them. */
function PaidPlansOnly() {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const { profissional, premium } = TIER_LIMITS;
  return (
    <div className="space-y-4" data-testid="connections-paid-only">
      <p className="text-sm">
        {t('publishing.connections.paidOnly', {
          proConnections: n(profissional.publishing.connections),
          proPending: n(profissional.publishing.pending),
          premiumConnections: n(premium.publishing.connections),
          premiumPending: n(premium.publishing.pending),
        })}
      </p>
      <ButtonLink to={paths.plans}>{t('common.seePlans')}</ButtonLink>
    </div>
  );
}

function ConnectionRow({
  connection,
  me,
  onRemove,
}: {
  connection: Connection;
  me: Me;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDateTime(value, i18n.language, me.timezone);
  const network = t(`captions.networks.${connection.network}`);
  const Icon = connection.network === 'mastodon' ? AtSign : Link2;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4" data-testid="connection">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-48 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-all">{connection.handle}</span>
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {network}
          </span>
        </p>
        <p className="mt-0.5 break-words text-muted-foreground">
          {new URL(connection.service).host}
          {' · '}
          {t('publishing.connections.connectedAt', { date: date(connection.createdAt) })}
          {' · '}
          {connection.lastUsedAt
            ? t('publishing.connections.lastUsed', { date: date(connection.lastUsedAt) })
            : t('publishing.connections.neverUsed')}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-label={t('publishing.connections.removeNamed', { handle: connection.handle, network })}
        onClick={onRemove}
      >
        {t('publishing.connections.remove')}
      </Button>
    </li>
  );
}

/** "Connect Bluesky": the handle, an app password and, for an account elsewhere, its PDS. */
function BlueskyForm({ disabled, limitId }: { disabled: boolean; limitId: string | undefined }) {
  const { t } = useTranslation();
  const create = useCreateConnection();
  const ids = useId();
  const [identifier, setIdentifier] = useState('');
  const [appPassword, setAppPassword] = useState('');
  const [service, setService] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; appPassword?: string; form?: string }>({});
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = t('publishing.connections.required');
    if (!identifier.trim() || !appPassword.trim()) {
      setErrors({
        identifier: identifier.trim() ? undefined : missing,
        appPassword: appPassword.trim() ? undefined : missing,
      });
      (identifier.trim() ? passwordRef : identifierRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync({
        network: 'bluesky',
        identifier: identifier.trim(),
        appPassword: appPassword.trim(),
        ...(service.trim() ? { service: service.trim() } : {}),
      });
      toast.success(
        t('publishing.connections.bluesky.done', { handle: 'handle' in created ? created.handle : '' }),
      );
      setIdentifier('');
      setAppPassword('');
      setService('');
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : t('account.errors.generic') });
      passwordRef.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`} className="text-base font-semibold">
        {t('publishing.connections.bluesky.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={identifierRef}
          label={t('publishing.connections.bluesky.identifier')}
          hint={t('publishing.connections.bluesky.identifierHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          required
          maxLength={253}
          value={identifier}
          error={errors.identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label={t('publishing.connections.bluesky.appPassword')}
          hint={t('publishing.connections.bluesky.appPasswordHint')}
          type="password"
          autoComplete="off"
          required
          maxLength={64}
          value={appPassword}
          error={errors.appPassword}
          onChange={(event) => setAppPassword(event.target.value)}
        />
        <TextField
          label={t('publishing.connections.bluesky.service')}
          hint={t('publishing.connections.bluesky.serviceHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={DEFAULT_BLUESKY_SERVICE}
          maxLength={300}
          value={service}
          onChange={(event) => setService(event.target.value)}
          className="sm:col-span-2"
        />
      </div>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Button
        type="submit"
        disabled={disabled}
        aria-describedby={limitId}
        pending={create.isPending}
        pendingLabel={t('publishing.connections.bluesky.pending')}
      >
        {t('publishing.connections.bluesky.submit')}
      </Button>
    </form>
  );
}

/** "Connect Mastodon": the instance; the browser then signs in there and comes back here. */
function MastodonForm({ disabled, limitId }: { disabled: boolean; limitId: string | undefined }) {
  const { t } = useTranslation();
  const create = useCreateConnection();
  const ids = useId();
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!instance.trim()) {
      setError(t('publishing.connections.required'));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const answer = await create.mutateAsync({ network: 'mastodon', instance: instance.trim() });
      if ('authorizeUrl' in answer) {
        setLeaving(true);
        window.location.assign(answer.authorizeUrl);
      }
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('account.errors.generic'));
      fieldRef.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`} className="text-base font-semibold">
        {t('publishing.connections.mastodon.title')}
      </h3>
      <TextField
        ref={fieldRef}
        label={t('publishing.connections.mastodon.instance')}
        hint={t('publishing.connections.mastodon.instanceHint')}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        required
        maxLength={300}
        value={instance}
        error={error ?? undefined}
        onChange={(event) => {
          setInstance(event.target.value);
          setError(null);
        }}
      />
      <Button
        type="submit"
        disabled={disabled}
        aria-describedby={limitId}
        pending={create.isPending || leaving}
        pendingLabel={t('publishing.connections.mastodon.pending')}
      >
        {t('publishing.connections.mastodon.submit')}
      </Button>
    </form>
  );
}

/**
 * What Mastodon's sign-in came back with (`?connection=mastodon` or `failed`): said once, then
 * taken out of the address so a reload does not say it again; the section is scrolled to.
 */
function useReturnFromMastodon() {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<'mastodon' | 'failed' | null>(null);
  const value = params.get('connection');
  useEffect(() => {
    if (value !== 'mastodon' && value !== 'failed') return;
    setResult(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connection');
        return next;
      },
      { replace: true },
    );
    document.getElementById(CONNECTIONS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [value, setParams]);
  return result;
}

function ConnectionManager({ me }: { me: Me }) {
  const { t } = useTranslation();
  const connections = useConnections(true);
  const remove = useRemoveConnection();
  const returned = useReturnFromMastodon();
  const limitId = useId();
  const [removing, setRemoving] = useState<Connection | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const max = TIER_LIMITS[me.tier].publishing.connections;

  if (isApiError(connections.error, 'plan_required')) return <PaidPlansOnly />;
  const items = connections.data?.items ?? [];
  const full = items.length >= max;

  async function confirmRemove(connection: Connection) {
    try {
      await remove.mutateAsync(connection.id);
      toast.success(t('publishing.connections.removed', { handle: connection.handle }));
      // Its row (and the button that opened the dialog) is gone: the count is the next place to be.
      window.setTimeout(() => countRef.current?.focus(), 0);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t('account.errors.generic'));
    }
    setRemoving(null);
  }

  return (
    <div className="space-y-6">
      {returned === 'mastodon' && <Alert tone="success">{t('publishing.connections.mastodon.done')}</Alert>}
      {returned === 'failed' && <Alert tone="error">{t('publishing.connections.mastodon.failed')}</Alert>}
      {connections.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('publishing.connections.loading')}
        </p>
      ) : connections.isError ? (
        <Alert tone="error">{t('publishing.connections.loadFailed')}</Alert>
      ) : (
        <div>
          <p
            ref={countRef}
            tabIndex={-1}
            className="text-sm text-muted-foreground outline-none"
            data-testid="connection-count"
          >
            {t('publishing.connections.count', { count: items.length, max })}
          </p>
          {full && (
            <p id={limitId} className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
              {t('publishing.connections.limitReached', { max })}
            </p>
          )}
          {items.length === 0 ? (
            <p className="mt-3 text-sm">{t('publishing.connections.empty')}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('publishing.connections.listLabel')}>
              {items.map((connection) => (
                <ConnectionRow
                  key={connection.id}
                  connection={connection}
                  me={me}
                  onRemove={() => setRemoving(connection)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="grid gap-6 border-t border-border pt-5 lg:grid-cols-2">
        <MastodonForm disabled={full} limitId={full ? limitId : undefined} />
        <BlueskyForm disabled={full} limitId={full ? limitId : undefined} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('publishing.connections.removeTitle', { handle: removing?.handle ?? '' })}
        text={t('publishing.connections.removeText')}
        keepLabel={t('publishing.connections.keep')}
        confirmLabel={t('publishing.connections.remove')}
        pendingLabel={t('publishing.connections.removing')}
        pending={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

/**
 * Preferences → Connections: the Bluesky and Mastodon accounts CaptIA publishes to, added and
 * removed here (paid plans); the free plan sees what a paid plan would give.
 */
export function Connections({ me }: { me: Me }) {
  return me.tier === 'free' || TIER_LIMITS[me.tier].publishing.connections === 0 ? (
    <PaidPlansOnly />
  ) : (
    <ConnectionManager me={me} />
  );
}
