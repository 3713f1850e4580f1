import { randomUUID } from 'node:crypto';
import type { Language } from '@captia/shared';
import { desc, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { MailTransport } from './transport';

/** Without SMTP, mails go to the mail_outbox table, readable at /api/dev/outbox and /dev/mailbox. */
export function outboxTransport(database: Database): MailTransport {
  return {
    kind: 'outbox',
    async deliver(message) {
      const id = randomUUID();
      await database.db.insert(mailOutbox).values({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        language: message.language,
      });
      return id;
    },
    // The database belongs to the app; closing it is not the mailer's job.
    close: async () => {},
  };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language | string;
  createdAt: Date;
}

export interface OutboxQuery {
  /** Exact recipient, compared case-insensitively. */
  to?: string | undefined;
  limit: number;
}

/** Newest first. */
export async function listOutbox(db: AppDb, query: OutboxQuery): Promise<OutboxMail[]> {
  const to = query.to?.trim();
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(query.limit);
}
