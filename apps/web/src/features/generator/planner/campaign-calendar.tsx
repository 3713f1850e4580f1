import type { IsoDate } from '@captia/shared';
import { CalendarArrowRight, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDay } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { PublicationStatus } from '../publishing/publication-status';
import { ReviewBadge } from '../review/owner';
import type { Campaign, CampaignPost } from './api';
import { calendarDays, calendarNetworks, moveTargets, postsOfDay, postsOn } from './calendar';

const menuClasses =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto rounded-xl border border-border bg-card p-1.5 text-foreground shadow-lg';
const itemClasses =
  'flex w-full cursor-default items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none select-none data-[highlighted]:bg-muted';

interface CalendarProps {
  campaign: Campaign;
  /** The account's today: a post is not moved to a day already gone. */
  today: IsoDate;
  /** The post open in the editor. */
  editing: string | null;
  onEdit: (post: CampaignPost) => void;
  onMove: (post: CampaignPost, date: IsoDate) => void;
  /** Sends a failed publication again, to the same account. */
  onRetry: (post: CampaignPost) => void;
  /** The post whose publication is being sent again. */
  retrying: string | null;
}

/**
 * The campaign's posts on a calendar: on a wide screen a table with the days as columns and the
 * networks as rows (it scrolls sideways for two weeks); on a phone a list of days. Each post shows
 * its angle, time and text and opens the editor, and its publication to Bluesky or Mastodon
 * when it has one; "Move to…" sends it to another day of the campaign from the keyboard as well
 * as with a pointer.
 */
export function CampaignCalendar(props: CalendarProps) {
  const { t, i18n } = useTranslation();
  const { campaign } = props;
  const days = calendarDays(campaign);
  const networks = calendarNetworks(campaign);
  const caption = t('planner.week.caption', { title: campaign.title });
  return (
    <>
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled from the keyboard.
        tabIndex={0}
        className="hidden overflow-x-auto rounded-2xl border border-border bg-card shadow-sm md:block"
      >
        <table className="w-full min-w-max border-collapse text-sm" data-testid="campaign-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border bg-muted/50">
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                {t('planner.week.network')}
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {formatDay(day, i18n.language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {networks.map((network) => (
              <tr key={network} className="border-b border-border last:border-b-0">
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left align-top font-medium">
                  {t(`captions.networks.${network}`)}
                </th>
                {days.map((day) => {
                  const posts = postsOn(campaign.posts, day, network);
                  return (
                    <td key={day} className="w-56 min-w-56 px-2 py-2 align-top">
                      {posts.length === 0 ? (
                        <span className="sr-only">{t('planner.week.noPost')}</span>
                      ) : (
                        <ul className="space-y-2">
                          {posts.map((post) => (
                            <li key={post.id}>
                              <PlannedPost {...props} post={post} days={days} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <ol aria-label={caption} className="space-y-4 md:hidden" data-testid="campaign-list">
        {days.map((day) => {
          const posts = postsOfDay(campaign.posts, day, networks);
          return (
            <li key={day}>
              <h3 className="mb-2 text-sm font-semibold">{formatDay(day, i18n.language)}</h3>
              {posts.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('planner.week.noPost')}</p>
              ) : (
                <ul className="space-y-2">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <PlannedPost {...props} post={post} days={days} showNetwork />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** One post on the calendar: a button that opens it in the editor, and its "Move to…" menu. */
function PlannedPost({
  campaign,
  post,
  days,
  today,
  editing,
  onEdit,
  onMove,
  onRetry,
  retrying,
  showNetwork = false,
}: CalendarProps & { post: CampaignPost; days: IsoDate[]; showNetwork?: boolean }) {
  const { t, i18n } = useTranslation();
  const network = t(`captions.networks.${post.network}`);
  const date = formatDay(post.date, i18n.language);
  const targets = moveTargets(days, post, today);
  const open = editing === post.id;
  return (
    <div
      data-testid="planned-post"
      className={cn(
        'rounded-xl border bg-background p-2.5 shadow-xs',
        open ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <button
        type="button"
        data-post-button={post.id}
        aria-expanded={open}
        aria-label={t('planner.week.editPost', {
          network,
          date,
          time: post.time,
          angle: t(`planner.angles.${post.angle}`),
        })}
        onClick={() => onEdit(post)}
        className="block w-full rounded-md text-left hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
            {t(`planner.angles.${post.angle}`)}
          </span>
          <span className="tabular-nums text-muted-foreground">{post.time}</span>
          {showNetwork && <span className="text-muted-foreground">· {network}</span>}
        </span>
        <span lang={campaign.language} className="mt-1.5 line-clamp-3 text-sm break-words">
          {post.text}
        </span>
      </button>
      {post.review && <ReviewBadge className="mt-2" review={post.review} />}
      {post.publication && (
        <PublicationStatus
          className="mt-2"
          publication={post.publication}
          postLabel={{ network, date }}
          retrying={retrying === post.id}
          onRetry={() => onRetry(post)}
        />
      )}
      {targets.length > 0 && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={buttonClasses('ghost', 'mt-1.5 px-2 py-1 text-xs')}
            aria-label={t('planner.week.moveLabel', { network, date, time: post.time })}
          >
            <CalendarArrowRight className="size-3.5" aria-hidden="true" />
            {t('planner.week.moveTo')}
            <ChevronDown className="size-3.5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="start" sideOffset={4} collisionPadding={8} className={menuClasses}>
              {targets.map((day) => (
                <DropdownMenu.Item key={day} className={itemClasses} onSelect={() => onMove(post, day)}>
                  {formatDay(day, i18n.language)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
