import type { Language } from '@captia/shared';

/** `smtp` hands mails to a real server; `outbox` stores them for /dev/mailbox (development). */
export type MailKind = 'smtp' | 'outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
}

/**
 * What an adapter must do (smtp.transport.ts, outbox.transport.ts); the checks and logging
 * above it are the mailer's, the same for both (mailer.ts).
 */
export interface MailTransport {
  kind: MailKind;
  /** Returns an id for the logs (SMTP message id or outbox row id). */
  deliver(message: MailMessage): Promise<string>;
  close(): Promise<void>;
}
