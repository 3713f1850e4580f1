import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * Nodemailer over SMTP, one connection per mail (no pool: mails are rare and a pooled
 * connection left idle is often dropped by the server). The timeouts keep a silent server
 * from holding a request open; query parameters of the URL (`?socketTimeout=…`) override them.
 */
export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: options.url,
      pool: false,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
      // Our mails never attach files or URLs; refuse them outright.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: options.from },
  );
  return {
    kind: 'smtp',
    async deliver(message) {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language },
      });
      return info.messageId;
    },
    close: async () => {
      transporter.close();
    },
  };
}
