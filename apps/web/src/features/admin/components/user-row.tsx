import { TIERS, type Tier } from '@captia/shared';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { AdminMutation, AdminUser } from '../api';

const actionButton =
  'rounded-md border border-border px-2 py-1 text-xs font-medium hover:bg-muted disabled:opacity-50';

export function UserRow({
  user,
  busy,
  onMutate,
  onDelete,
}: {
  user: AdminUser;
  busy: boolean;
  onMutate: (m: AdminMutation) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <tr className="border-t border-border align-top">
      <td className="px-3 py-3">
        <div className="font-medium">{user.name}</div>
        <div className="text-xs text-muted-foreground">{user.email}</div>
        {user.banned && (
          <span className="mt-1 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('pages.admin.banned')}
          </span>
        )}
      </td>
      <td className="px-3 py-3">
        <label className="sr-only" htmlFor={`plan-${user.id}`}>
          {t('pages.admin.planLabel')} — {user.email}
        </label>
        <select
          id={`plan-${user.id}`}
          value={user.plan}
          disabled={busy}
          onChange={(event) =>
            onMutate({ kind: 'change', id: user.id, change: { plan: event.target.value as Tier } })
          }
          className="rounded-md border border-border bg-card px-2 py-1 text-sm"
        >
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {t(`pages.plans.${tier}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-3">
        {user.role === 'admin' ? t('pages.admin.roleAdmin') : t('pages.admin.roleUser')}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {formatDate(user.createdAt, i18n.language, { style: 'medium' })}
      </td>
      <td className="px-3 py-3 tabular-nums">
        {user.usage.daily} / {user.usage.monthly}
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() =>
              onMutate({
                kind: 'change',
                id: user.id,
                change: { role: user.role === 'admin' ? 'user' : 'admin' },
              })
            }
          >
            {user.role === 'admin' ? t('pages.admin.removeAdmin') : t('pages.admin.makeAdmin')}
          </button>
          <button
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() => onMutate({ kind: 'change', id: user.id, change: { banned: !user.banned } })}
          >
            {user.banned ? t('pages.admin.unban') : t('pages.admin.ban')}
          </button>
          <button
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() => onMutate({ kind: 'reset-usage', id: user.id })}
          >
            {t('pages.admin.resetUsage')}
          </button>
          <button
            type="button"
            className={cn(actionButton, 'border-red-300 text-red-700 dark:border-red-900 dark:text-red-300')}
            disabled={busy}
            onClick={() => onDelete(user)}
          >
            {t('pages.admin.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
