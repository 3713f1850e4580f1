import { useQuery } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSessions } from '#web/features/auth/api/list-sessions.ts';
import { useRevokeOtherSessions } from '#web/features/auth/api/revoke-other-sessions.ts';
import { useRevokeSession } from '#web/features/auth/api/revoke-session.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { parseUserAgent } from '#web/features/auth/lib/user-agent.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { sessionQueryOptions } from '#web/lib/session/get-session.ts';
import type { ActiveSession, Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

function SessionRow({ session, current, me }: { session: ActiveSession; current: boolean; me: Me }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeSession();
  const { browser, os } = parseUserAgent(session.userAgent);
  const device = t('account.preferences.browserOnOs', {
    browser: browser ?? t('account.preferences.unknownBrowser'),
    os: os ?? t('account.preferences.unknownOs'),
  });
  const Icon = os === 'iOS' || os === 'Android' ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-4 py-4" data-testid="session" data-current={current || undefined}>
      <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {current && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
              {t('account.preferences.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-muted-foreground">
          {session.ipAddress
            ? t('account.preferences.ipAddress', { ip: session.ipAddress })
            : t('account.preferences.unknownIp')}
          {' · '}
          {t('account.preferences.lastSeen', {
            date: formatDateTime(session.updatedAt, i18n.language, me.timezone),
          })}
        </p>
      </div>
      {!current && (
        <Button
          variant="secondary"
          pending={revoke.isPending}
          aria-label={t('account.preferences.revokeSession', { device })}
          onClick={() =>
            // mutateAsync: this row unmounts once its session is gone, which would drop mutate() callbacks.
            revoke.mutateAsync({ token: session.token }).then(
              () => toast.success(t('account.preferences.revoked')),
              (error: unknown) => toast.error(apiErrorMessage(t, error)),
            )
          }
        >
          {t('account.preferences.revoke')}
        </Button>
      )}
    </li>
  );
}

export function SessionsList({ me }: { me: Me }) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const current = useQuery(sessionQueryOptions);
  const revokeOthers = useRevokeOtherSessions();
  const currentId = current.data?.session.id;
  const sorted = [...(sessions.data ?? [])].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt),
  );
  const others = sorted.filter((session) => session.id !== currentId).length;

  return (
    <Section title={t('account.preferences.sessionsTitle')} lead={t('account.preferences.securityLead')}>
      {sessions.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('account.preferences.sessionsLoading')}
        </p>
      ) : sessions.isError ? (
        <Alert tone="error">{t('account.preferences.sessionsFailed')}</Alert>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label={t('account.preferences.sessionsTitle')}>
            {sorted.map((session) => (
              <SessionRow key={session.id} session={session} current={session.id === currentId} me={me} />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-border pt-4">
            <Button
              variant="secondary"
              disabled={others === 0}
              pending={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: () => toast.success(t('account.preferences.othersRevoked')),
                  onError: (error) => toast.error(apiErrorMessage(t, error)),
                })
              }
            >
              {t('account.preferences.revokeOthers')}
            </Button>
            {others === 0 && (
              <p className="text-sm text-muted-foreground">{t('account.preferences.noOthers')}</p>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
