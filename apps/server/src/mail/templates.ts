import type { Language } from '@captia/shared';
import { translator } from '../i18n';
import { escapeHtml } from './html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#6d28d9';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** A display name is user input: keep it short so it cannot carry a message of its own. */
const MAX_NAME_LENGTH = 60;

/** The link of the verification mail (sent at sign-up). */
export function verificationEmail(language: Language, values: { name: string; url: string }): MailContent {
  const t = translator(language);
  return render(language, {
    subject: t('mail.verification.subject'),
    preheader: t('mail.verification.preheader'),
    name: values.name,
    intro: t('mail.verification.intro'),
    button: t('mail.verification.button'),
    url: values.url,
    notes: [t('mail.verification.ignore')],
  });
}

/** The single-use reset link; `expiresInMinutes` is told to the user in hours when it is whole hours. */
export function passwordResetEmail(
  language: Language,
  values: { name: string; url: string; expiresInMinutes: number },
): MailContent {
  const t = translator(language);
  const minutes = values.expiresInMinutes;
  const expiry =
    minutes >= 60 && minutes % 60 === 0
      ? t('mail.passwordReset.expiresHours', { count: minutes / 60 })
      : t('mail.passwordReset.expiresMinutes', { count: minutes });
  return render(language, {
    subject: t('mail.passwordReset.subject'),
    preheader: t('mail.passwordReset.preheader'),
    name: values.name,
    intro: t('mail.passwordReset.intro'),
    button: t('mail.passwordReset.button'),
    url: values.url,
    notes: [expiry, t('mail.passwordReset.ignore')],
  });
}

/** A reviewer's word arrived on a campaign (at most one such mail every 30 minutes per link). */
export function reviewReceivedEmail(
  language: Language,
  values: {
    name: string;
    url: string;
    title: string;
    reviewer: string;
    approved: number;
    changes: number;
    pending: number;
  },
): MailContent {
  const t = translator(language);
  // The reviewer's name is a stranger's input: flattened and cut like a display name.
  const facts = {
    reviewer: cleanName(values.reviewer),
    title: cleanName(values.title),
    approved: t('mail.reviewReceived.approved', { count: values.approved }),
    changes: t('mail.reviewReceived.changes', { count: values.changes }),
    pending: t('mail.reviewReceived.pending', { count: values.pending }),
  };
  return render(language, {
    subject: t('mail.reviewReceived.subject', facts),
    preheader: t('mail.reviewReceived.preheader', facts),
    name: values.name,
    intro: t('mail.reviewReceived.intro', facts),
    button: t('mail.reviewReceived.button'),
    url: values.url,
    notes: [t('mail.reviewReceived.throttle')],
  });
}

/** A webhook endpoint was disabled after a day of failed deliveries. */
export function webhookDisabledEmail(
  language: Language,
  values: { name: string; url: string; endpoint: string },
): MailContent {
  const t = translator(language);
  return render(language, {
    subject: t('mail.webhookDisabled.subject'),
    preheader: t('mail.webhookDisabled.preheader'),
    name: values.name,
    intro: t('mail.webhookDisabled.intro', { url: values.endpoint }),
    button: t('mail.webhookDisabled.button'),
    url: values.url,
    notes: [],
  });
}

function cleanName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const flat = name.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > MAX_NAME_LENGTH ? `${chars.slice(0, MAX_NAME_LENGTH - 1).join('')}…` : flat;
}

function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`mail links must be http(s) URLs, got ${parsed.protocol}`);
  }
  return url;
}

interface Parts {
  subject: string;
  preheader: string;
  name: string;
  intro: string;
  button: string;
  url: string;
  notes: string[];
}

function render(language: Language, parts: Parts): MailContent {
  const t = translator(language);
  const url = checkedUrl(parts.url);
  const name = cleanName(parts.name);
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
  const fallback = t('mail.linkFallback');
  const signature = t('mail.signature');
  const footer = t('mail.footer');

  const text = [
    greeting,
    parts.intro,
    `${parts.button}:\n${url}`,
    ...parts.notes,
    signature,
    `-- \n${footer}`,
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(content)}</p>`;
  const html = `<!doctype html>
<html lang="${e(language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(parts.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f7;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${e(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;border-collapse:separate;">
<tr><td style="background-color:${BRAND};padding:20px 32px;border-radius:8px 8px 0 0;font-family:${FONT};font-size:22px;font-weight:bold;color:#ffffff;">CaptIA</td></tr>
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2937;">
${paragraph(greeting)}
${paragraph(parts.intro, 'margin-bottom:24px;')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr><td align="center" bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${e(url)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px;">${e(parts.button)}</a>
</td></tr>
</table>
${parts.notes.map((note) => paragraph(note, 'color:#4b5563;')).join('\n')}
<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:#4b5563;">${e(fallback)}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${e(url)}" style="color:${BRAND};text-decoration:underline;">${e(url)}</a></p>
<p style="margin:0;">${e(signature)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:12px;line-height:18px;color:#6b7280;">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}
