import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDebounced } from '#web/hooks/use-debounced.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { type AdminMutation, type AdminUser, useAdminActions, useAdminMutation, useAdminUsers } from '../api';
import { AuditLog } from './audit-log';
import { Pager, UsersTable } from './users-table';

/** The Models view and its chart library: loaded only when that tab is opened. */
const ModelsView = lazy(() => import('./models-view'));

const TAB_CLASSES =
  'rounded-md px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:bg-muted data-[state=active]:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The admin panel, in two tabs (the open one in the address, `?view=models`, so a reload keeps
 * it): users found as the search is typed, a page at a time, each change confirmed by a toast, a
 * deletion asked first, and the audit log; and the models' calls and costs. Anyone else (and an
 * admin the server no longer treats as one) is told access is denied.
 */
export function AdminScreen({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'models' ? 'models' : 'users';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 250);
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
        lead={
          // ADMIN_REQUIRE_TWO_FACTOR (decision 0038): the server's message says where to turn it on.
          error?.code === 'two_factor_required' ? error.message : t('pages.admin.accessDeniedText')
        }
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
      heading={view === 'models' ? t('models.admin.heading') : t('pages.admin.heading')}
      lead={view === 'models' ? t('models.admin.leadShort') : t('pages.admin.lead')}
      description={t('pages.admin.lead')}
      width="wide"
    >
      <Tabs.Root
        value={view}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'models') next.set('view', 'models');
              else next.delete('view');
              return next;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List
          aria-label={t('pages.admin.title')}
          className="mb-6 inline-flex gap-1 rounded-lg border border-border p-1"
        >
          <Tabs.Trigger value="users" className={TAB_CLASSES}>
            {t('models.admin.usersTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="models" className={TAB_CLASSES}>
            {t('models.admin.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
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
          <UsersTable
            data={data}
            loading={users.isPending}
            busy={mutation.isPending}
            onMutate={(m) =>
              run(m, m.kind === 'reset-usage' ? t('pages.admin.usageReset') : t('pages.admin.updated'))
            }
            onDelete={setToDelete}
          />
          <Pager page={page} pages={pages} onPage={setPage} />
          <AuditLog actions={actions.data?.actions} />
        </Tabs.Content>
        <Tabs.Content value="models">
          <Suspense
            fallback={
              <p role="status" className="py-10 text-center text-muted-foreground">
                {t('models.admin.loading')}
              </p>
            }
          >
            <ModelsView />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('pages.admin.confirmDeleteTitle')}
        text={t('pages.admin.confirmDeleteText', { email: toDelete?.email ?? '' })}
        keepLabel={t('pages.admin.cancel')}
        confirmLabel={t('pages.admin.confirmDelete')}
        onConfirm={() => {
          if (toDelete) run({ kind: 'delete', id: toDelete.id }, t('pages.admin.deleted'));
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </PageShell>
  );
}
