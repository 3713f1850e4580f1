import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderOpen, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDay } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { campaignsQuery, useDeleteCampaign } from './api';

interface Summary {
  id: string;
  title: string;
}

/**
 * The account's campaigns, newest first, a page at a time: open one on the calendar, or delete it
 * after a confirmation. `onDeleted` hears of a deletion (the screen closes the campaign if open).
 */
export function CampaignList({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const list = useInfiniteQuery(campaignsQuery);
  const remove = useDeleteCampaign();
  const [deleting, setDeleting] = useState<Summary | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** A campaign was deleted: its row and button are gone, the list's heading takes the focus. */
  const focusHeading = useRef(false);
  // After the dialog's own effect has closed it (a child's effects run first), which would
  // otherwise hand the focus back to the removed button.
  useEffect(() => {
    if (!focusHeading.current || deleting) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  async function confirmDelete(campaign: Summary) {
    try {
      await remove.mutateAsync(campaign.id);
      toast.success(t('planner.list.deleted'));
      focusHeading.current = true;
      onDeleted(campaign.id);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('planner.failed'));
    }
    setDeleting(null);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('planner.list.heading')}
      </h2>
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('planner.list.loading')}
        </p>
      ) : list.isError ? (
        <Alert tone="error">{t('planner.list.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('planner.list.empty')}</p>
      ) : (
        <ul className="divide-y divide-border" data-testid="campaigns">
          {items.map((campaign) => (
            <li
              key={campaign.id}
              className={cn('flex items-center gap-2 py-2.5', campaign.id === openId && 'font-medium')}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm" lang={campaign.language}>
                  {campaign.title}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('planner.list.summary', {
                    start: formatDay(campaign.startDate, i18n.language),
                    count: campaign.postCount,
                  })}
                  {campaign.review && campaign.review.approved > 0 && (
                    <>
                      {' · '}
                      {t('integrations.reviewOwner.approvedCount', {
                        count: campaign.review.approved,
                        total: campaign.review.total,
                      })}
                    </>
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                className="px-2.5 py-1 text-xs"
                aria-label={t('planner.list.openNamed', { title: campaign.title })}
                aria-current={campaign.id === openId || undefined}
                onClick={() => onOpen(campaign.id)}
              >
                <FolderOpen className="size-3.5" aria-hidden="true" />
                {t('planner.list.open')}
              </Button>
              <Button
                variant="ghost"
                className="p-1.5 text-muted-foreground"
                aria-label={t('planner.list.deleteNamed', { title: campaign.title })}
                onClick={() => setDeleting(campaign)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full text-sm"
          pending={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('planner.list.more')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('planner.list.deleteTitle')}
        text={t('planner.list.deleteText', { title: deleting?.title ?? '' })}
        keepLabel={t('planner.list.keep')}
        confirmLabel={t('planner.list.confirmDelete')}
        pendingLabel={t('planner.list.deleting')}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
