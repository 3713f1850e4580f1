import { useTranslation } from '#web/lib/translator.ts';
import type { AdminMutation, AdminUser, AdminUserPage } from '../api';
import { UserRow } from './user-row';

const COLUMNS = ['name', 'plan', 'role', 'createdAt', 'usage', 'actions'] as const;

/** One page of users: each row changes a plan, a role or a ban, resets usage, or asks to delete. */
export function UsersTable({
  data,
  loading,
  busy,
  onMutate,
  onDelete,
}: {
  data: AdminUserPage | undefined;
  loading: boolean;
  busy: boolean;
  onMutate: (m: AdminMutation) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`pages.admin.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-muted-foreground">
                {t('common.loading')}
              </td>
            </tr>
          )}
          {data?.users.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-muted-foreground">
                {t('pages.admin.noUsers')}
              </td>
            </tr>
          )}
          {data?.users.map((user) => (
            <UserRow key={user.id} user={user} busy={busy} onMutate={onMutate} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next, and where the list stands. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const button = 'rounded-md border border-border px-3 py-1.5 text-sm disabled:opacity-50';
  return (
    <nav
      className="mt-4 flex items-center justify-between gap-2"
      aria-label={t('pages.admin.pageOf', { page, pages })}
    >
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pages.admin.previous')}
      </button>
      <span className="text-sm text-muted-foreground">{t('pages.admin.pageOf', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pages.admin.next')}
      </button>
    </nav>
  );
}
