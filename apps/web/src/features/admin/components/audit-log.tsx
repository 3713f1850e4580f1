import { formatTimestamp } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { AdminAction } from '../api';

/** The admin actions, newest first: who did what to whom, and when. */
export function AuditLog({ actions }: { actions: AdminAction[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="mt-10">
      <h2 className="mb-3 text-lg font-semibold">{t('pages.admin.auditLog')}</h2>
      {actions?.length === 0 && <p className="text-sm text-muted-foreground">{t('pages.admin.noActions')}</p>}
      <ul className="space-y-1 text-sm">
        {actions?.map((action) => (
          <li key={action.id} className="flex gap-3">
            <time className="shrink-0 text-muted-foreground tabular-nums" dateTime={action.createdAt}>
              {formatTimestamp(action.createdAt)}
            </time>
            <span>
              {t('pages.admin.auditEntry', {
                admin: action.adminEmail,
                action: action.action,
                target: action.targetEmail ?? '—',
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
