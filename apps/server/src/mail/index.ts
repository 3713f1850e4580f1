/*
 * The mail area as other areas use it: the `Mailer` the app hands them (SMTP or the local outbox,
 * chosen in app.ts), the account mails' and notices' texts in the reader's language, and the HTML escaping the
 * mails use, for another page written by hand. Other areas import from here (`#server/mail`, or
 * `../mail` beside it), never from a file inside; only app.ts mounts outbox.routes.ts
 * (docs/decisions/0053).
 */
export { escapeHtml } from './html';
export type { Mailer } from './mailer';
export {
  passwordResetEmail,
  reviewReceivedEmail,
  verificationEmail,
  webhookDisabledEmail,
} from './templates';
