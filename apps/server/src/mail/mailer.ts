// Provisional: the mail module's owner replaces this file with the SMTP + outbox adapters.
import { randomUUID } from 'node:crypto';
import type { Language } from '@captia/shared';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string | undefined; from: string; database: Database; logger: Logger }): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await options.database.db.insert(mailOutbox).values({ id: randomUUID(), ...message });
    },
    close: async () => {},
  };
}
