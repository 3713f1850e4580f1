import { addDays, type IsoDate, type NetworkId } from '@captia/shared';

/** What the calendar needs of a post. */
interface Placed {
  date: string;
  time: string;
  network: NetworkId;
}

/** What the calendar needs of a campaign. */
interface Planned<P extends Placed> {
  startDate: string;
  days: number;
  networks: readonly NetworkId[];
  posts: readonly P[];
}

/**
 * The days the calendar shows as columns: the days the campaign was planned on, and any other
 * day a post was moved to, in date order (a post moved a month away adds one column, not thirty).
 */
export function calendarDays(campaign: Planned<Placed>): IsoDate[] {
  const days = new Set<IsoDate>();
  for (let i = 0; i < campaign.days; i++) days.add(addDays(campaign.startDate, i));
  for (const post of campaign.posts) days.add(post.date);
  return [...days].sort();
}

/** The rows: the campaign's networks in its order, then any other a post has (none today). */
export function calendarNetworks(campaign: Planned<Placed>): NetworkId[] {
  const networks = [...campaign.networks];
  for (const post of campaign.posts) if (!networks.includes(post.network)) networks.push(post.network);
  return networks;
}

/** A cell of the calendar: one day's posts on one network, by time. */
export function postsOn<P extends Placed>(posts: readonly P[], date: string, network: NetworkId): P[] {
  return posts
    .filter((post) => post.date === date && post.network === network)
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** One day's posts on every network, by time then network (the phone's list). */
export function postsOfDay<P extends Placed>(
  posts: readonly P[],
  date: string,
  networks: readonly NetworkId[],
): P[] {
  return posts
    .filter((post) => post.date === date)
    .sort(
      (a, b) => a.time.localeCompare(b.time) || networks.indexOf(a.network) - networks.indexOf(b.network),
    );
}

/** The days a post can be moved to from its menu: the calendar's other days from `today` on. */
export function moveTargets(days: readonly IsoDate[], post: Placed, today: IsoDate): IsoDate[] {
  return days.filter((day) => day !== post.date && day >= today);
}
