import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageShell } from '../components/layout/page-shell';
import {
  type AdminMutation,
  type AdminUser,
  useAdminActions,
  useAdminMutation,
  useAdminUsers,
} from '../features/admin/api';
import { ConfirmDialog } from '../features/admin/confirm-dialog';
import { UserRow } from '../features/admin/user-row';
import { useAuth } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ApiError } from '../lib/api-client';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function AdminPage() {
  return (
    <RequireAuth>
      <AdminPanel />
    </RequireAuth>
  );
}

function AdminPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 250);
  const { me } = useAuth();
  const isAdmin = me?.isAdmin === true;
  const users = useAdminUsers(q, page, isAdmin);
  const actions = useAdminActions(users.isSuccess);
  const mutation = useAdminMutation();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at page 1
  useEffect(() => setPage(1), [q]);

  const error = users.error instanceof ApiError ? users.error : null;
  if (!isAdmin || error?.status === 403) {
    return (
      <PageShell
        title={t('pages.admin.accessDenied')}
        heading={t('pages.admin.accessDenied')}
        lead={t('pages.admin.accessDeniedText')}
      />
    );
  }

  const run = (m: AdminMutation, done: string) =>
    mutation.mutate(m, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : t('pages.admin.failed')),
    });

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageShell
      title={t('pages.admin.title')}
      heading={t('pages.admin.heading')}
      lead={t('pages.admin.lead')}
      width="wide"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="admin-search" className="text-sm font-medium">
            {t('pages.admin.search')}
          </label>
          <input
            id="admin-search"
            type="search"
            value={search}
            placeholder={t('pages.admin.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="w-72 rounded-md border border-border bg-card px-3 py-2 text-sm"
          />
        </div>
        {data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('pages.admin.total', { count: data.total })}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-2xl border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.name')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.plan')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.role')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.createdAt')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.usage')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pages.admin.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.isPending && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                  {t('common.loading')}
                </td>
              </tr>
            )}
            {data?.users.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                  {t('pages.admin.noUsers')}
                </td>
              </tr>
            )}
            {data?.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                busy={mutation.isPending}
                onMutate={(m) =>
                  run(m, m.kind === 'reset-usage' ? t('pages.admin.usageReset') : t('pages.admin.updated'))
                }
                onDelete={setToDelete}
              />
            ))}
          </tbody>
        </table>
      </div>
      <nav
        className="mt-4 flex items-center justify-between gap-2"
        aria-label={t('pages.admin.pageOf', { page, pages })}
      >
        <button
          type="button"
          className="rounded-md border border-border px-3 py-1.5 text-sm disabled:opacity-50"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          {t('pages.admin.previous')}
        </button>
        <span className="text-sm text-muted-foreground">{t('pages.admin.pageOf', { page, pages })}</span>
        <button
          type="button"
          className="rounded-md border border-border px-3 py-1.5 text-sm disabled:opacity-50"
          disabled={page >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('pages.admin.next')}
        </button>
      </nav>
      <section className="mt-10">
        <h2 className="mb-3 text-lg font-semibold">{t('pages.admin.auditLog')}</h2>
        {actions.data?.actions.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('pages.admin.noActions')}</p>
        )}
        <ul className="space-y-1 text-sm">
          {actions.data?.actions.map((action) => (
            <li key={action.id} className="flex gap-3">
              <time className="shrink-0 text-muted-foreground tabular-nums" dateTime={action.createdAt}>
                {new Date(action.createdAt).toLocaleString()}
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
      <ConfirmDialog
        open={toDelete !== null}
        title={t('pages.admin.confirmDeleteTitle')}
        confirmLabel={t('pages.admin.confirmDelete')}
        cancelLabel={t('pages.admin.cancel')}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) run({ kind: 'delete', id: toDelete.id }, t('pages.admin.deleted'));
          setToDelete(null);
        }}
      >
        {t('pages.admin.confirmDeleteText', { email: toDelete?.email ?? '' })}
      </ConfirmDialog>
    </PageShell>
  );
}
