import { MAX_UNSEEN_REVIEW_NOTICES } from '@captia/shared';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime, formatDay } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { type ReviewNotice, useMarkNoticesSeen, useReviewNotices } from './api';

const KEY = 'integrations.reviewNotices';

/** "Ana approved a post in Summer launch". */
function sentence(t: ReturnType<typeof useTranslation>['t'], notice: ReviewNotice) {
  return t(`${KEY}.${notice.decision}`, { name: notice.reviewerName, title: notice.campaignTitle });
}

/** The post's planned day and time as the calendar shows them ("Tue, Mar 2, 09:30"). */
function postWhen(postDate: string, language: string) {
  const [day = '', time = ''] = postDate.split('T');
  return `${formatDay(day, language)}, ${time}`;
}

/**
 * The owner's bell in the header (docs/decisions/0058, "The owner's in-app notice"): the count of
 * reviews not yet seen, read every minute while the tab is visible; opened, the latest reviews,
 * each leading to its campaign in the planner, and all of them marked seen up to the newest one
 * shown. A count rising while the app is open (not the first read) says so in a toast.
 */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const notices = useReviewNotices(me !== null);
  const markSeen = useMarkNoticesSeen();
  const [open, setOpen] = useState(false);
  /** The notices that were new when the panel opened: still marked so while it is open. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const location = useLocation();
  const data = notices.data;
  const unseen = data?.unseen ?? 0;

  // A count that rises after the first read: a toast names the newest review.
  const lastCount = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = lastCount.current;
    lastCount.current = data.unseen;
    if (before === null || data.unseen <= before || open) return;
    const newest = data.items[0];
    toast.info(t(`${KEY}.toast`, { count: data.unseen - before }), {
      ...(newest && { description: sentence(t, newest) }),
    });
  }, [data, open, t]);

  // Open: everything listed is seen, up to the newest notice shown (a later one stays new).
  const marked = useRef<string | null>(null);
  const newest = data?.items[0]?.createdAt;
  const mark = markSeen.mutate;
  const items = data?.items;
  useEffect(() => {
    if (!open || !newest || unseen === 0 || marked.current === newest) return;
    marked.current = newest;
    // Those that arrived while it is open stay marked new in it too.
    const arrived = items?.filter((item) => item.unseen).map((item) => item.id) ?? [];
    setFresh((before) => new Set([...before, ...arrived]));
    mark(newest);
  }, [open, newest, unseen, items, mark]);

  // A followed link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  // Escape closes it and gives the focus back to the bell; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!me) return null;

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFresh(new Set(data?.items.filter((item) => item.unseen).map((item) => item.id)));
    setOpen(true);
    // Read now, not at the next minute: the panel shows what is there.
    void notices.refetch();
  };

  const label =
    unseen === 0
      ? t(`${KEY}.label`)
      : unseen >= MAX_UNSEEN_REVIEW_NOTICES
        ? t(`${KEY}.labelMany`)
        : t(`${KEY}.labelNew`, { count: unseen });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="review-notices"
        onClick={toggle}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unseen > 0 && (
          <span
            aria-hidden="true"
            data-testid="review-notices-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-semibold leading-none text-primary-foreground"
          >
            {unseen >= MAX_UNSEEN_REVIEW_NOTICES ? `${MAX_UNSEEN_REVIEW_NOTICES}+` : unseen}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          data-testid="review-notices-panel"
          className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <h2 id={headingId} className="px-2 pt-1 pb-2 text-sm font-semibold">
            {t(`${KEY}.heading`)}
          </h2>
          {!data ? (
            <p role="status" className="px-2 pb-2 text-sm text-muted-foreground">
              {notices.isError ? t(`${KEY}.failed`) : t(`${KEY}.loading`)}
            </p>
          ) : data.items.length === 0 ? (
            <p className="px-2 pb-2 text-sm text-muted-foreground">{t(`${KEY}.empty`)}</p>
          ) : (
            <ul className="space-y-1">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`${paths.planner}?campaign=${encodeURIComponent(item.campaignId)}`}
                    className="block min-h-6 rounded-lg px-2 py-2 text-sm hover:bg-muted focus-visible:bg-muted"
                  >
                    <span className="flex items-start gap-2">
                      <span
                        aria-hidden="true"
                        className={cn(
                          'mt-1.5 size-2 shrink-0 rounded-full',
                          fresh.has(item.id) || item.unseen ? 'bg-primary' : 'bg-transparent',
                        )}
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {(fresh.has(item.id) || item.unseen) && (
                          <span className="sr-only">{`${t(`${KEY}.new`)}: `}</span>
                        )}
                        <span className="font-medium">{sentence(t, item)}</span>
                        {item.comment && (
                          <span className="mt-0.5 line-clamp-2 block whitespace-pre-line text-muted-foreground">
                            {`“${item.comment}”`}
                          </span>
                        )}
                        <span className="mt-0.5 block text-xs text-muted-foreground">
                          {item.postDate &&
                            `${t(`${KEY}.post`, { date: postWhen(item.postDate, i18n.language) })} · `}
                          {formatDateTime(item.createdAt, i18n.language, me.timezone)}
                        </span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
