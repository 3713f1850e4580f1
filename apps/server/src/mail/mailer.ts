import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { outboxTransport } from './outbox.transport';
import { smtpTransport } from './smtp.transport';
import type { MailKind, MailMessage } from './transport';

export interface Mailer {
  kind: MailKind;
  /** Resolves once the SMTP server (or the outbox table) has accepted the mail; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset → the local outbox. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `CaptIA <no-reply@example.com>`. */
  from: string;
  database: Database;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? smtpTransport({ url: options.smtpUrl, from: options.from })
    : outboxTransport(options.database);
  const logger = options.logger.child({ mail: transport.kind });
  return {
    kind: transport.kind,
    async send(message) {
      const to = message.to.trim();
      // Header injection and empty recipients are refused whatever the adapter.
      if (!to || /[\r\n]/.test(to)) throw new Error('mail recipient is empty or malformed');
      const started = performance.now();
      const id = await transport.deliver({ ...message, to });
      // No recipient or body in the logs: the body carries tokens, the address is personal data.
      logger.info(
        { id, language: message.language, ms: Math.round(performance.now() - started) },
        transport.kind === 'outbox' ? 'mail stored in the local outbox (see /dev/mailbox)' : 'mail sent',
      );
    },
    close: () => transport.close(),
  };
}
