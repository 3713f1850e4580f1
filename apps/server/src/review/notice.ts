import { isLanguage, type Language } from '@captia/shared';
import type { AppDb, Database } from '#server/db/client.ts';
import { hasPaidPlan } from '#server/lib/paid-plan.ts';
import type { Logger } from '#server/logger.ts';
import { type Mailer, reviewReceivedEmail } from '#server/mail';
import { claimFollowUps, noticeFacts } from './review.service';

export interface NoticeDeps {
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
}

/**
 * The owner's e-mail about a review, in the owner's language, with the campaign's posts' current
 * states; a failure is logged, never answered.
 */
export async function notifyOwner(
  db: AppDb,
  deps: NoticeDeps,
  link: { id: string; campaignId: string },
  reviewer: string,
): Promise<void> {
  try {
    const facts = await noticeFacts(db, link);
    if (!facts) return;
    const language: Language = isLanguage(facts.language) ? facts.language : 'en-US';
    const mail = reviewReceivedEmail(language, {
      name: facts.name,
      url: `${deps.publicUrl.replace(/\/$/, '')}/planner?campaign=${encodeURIComponent(link.campaignId)}`,
      title: facts.title,
      reviewer,
      approved: facts.approved,
      changes: facts.changes,
      pending: facts.pending,
    });
    await deps.mailer.send({ to: facts.email, language, ...mail });
  } catch (error) {
    deps.logger.warn({ err: error, link: link.id }, 'review notice not sent');
  }
}

/**
 * The follow-ups due: a link whose decisions arrived within 30 minutes of its last e-mail gets
 * another once those 30 minutes are over (claimed by one instance). Free accounts get none.
 */
export async function sendFollowUps(db: AppDb, deps: NoticeDeps): Promise<number> {
  let sent = 0;
  for (const link of await claimFollowUps(db)) {
    if (!(await hasPaidPlan(db, link.user_id))) continue;
    await notifyOwner(db, deps, { id: link.id, campaignId: link.campaign_id }, link.reviewer);
    sent += 1;
  }
  return sent;
}

/** Every instance looks for follow-ups once a minute (start.ts); each is claimed by one. */
export function reviewNotices(deps: NoticeDeps & { database: Database; everyMs?: number }) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer = setInterval(() => {
        running = sendFollowUps(deps.database.db, deps).catch((error) =>
          deps.logger.warn({ err: error }, 'review follow-ups not sent'),
        );
      }, deps.everyMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
