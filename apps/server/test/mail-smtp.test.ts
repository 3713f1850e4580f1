import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect } from 'vitest';
import type { Database } from '../src/db/client';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { verificationEmail } from '../src/mail/templates';
import { signUpMember, TestClient, uniqueEmail } from './client';
import { test as base, resource } from './fixtures/setup';
import { TEST_ORIGIN } from './helpers';

/** A real SMTP peer on 127.0.0.1 that keeps what it receives. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const SMTP_USER = 'captia';
const SMTP_PASS = 'p@ss w:rd/1';
const FROM = 'CaptIA <no-reply@captia.test>';

/** The SMTP adapter never touches the database: any use of this would throw. */
const noDatabase = {} as Database;

const received: Received[] = [];
const auths: { username: string; password: string }[] = [];

async function startSmtp(): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', () => {}); // a dropped client connection is not a test failure
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

const smtpUrl = (port: number, auth = true) =>
  `smtp://${auth ? `${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@` : ''}127.0.0.1:${port}/?ignoreTLS=true`;

async function waitForMail(
  to: string,
  matching: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = received
      .filter((r) => r.to.includes(to))
      .map(parseMail)
      .find(matching);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} arrived`);
}

// --- a small MIME reader, enough for what nodemailer writes ---

interface MimePart {
  headers: Map<string, string>;
  body: string;
  parts: MimePart[];
}

interface ParsedMail extends MimePart {
  envelope: Received;
  subject: string;
  text: string;
  html: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parsePart(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, body: '', parts };
  }
  return { headers, body: decodeBody(rest, headers.get('content-transfer-encoding') ?? '7bit'), parts: [] };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as in `Subject: =?UTF-8?Q?Redefina_sua_senha?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length > 0 ? part.parts.flatMap(leaves) : [part];
}

function parseMail(envelope: Received): ParsedMail {
  const root = parsePart(envelope.raw);
  const body = (type: string) =>
    leaves(root).find((p) => (p.headers.get('content-type') ?? '').startsWith(type))?.body ?? '';
  return {
    ...root,
    envelope,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
  };
}

// --- tests ---

/**
 * `smtp` is the SMTP server, started for the first test that needs it and closed after the
 * file; `app` is fixtures/setup.ts's (createTestApp), sending its mail to it. The calls are
 * Better Auth's and the reset page: raw.
 */
const test = base
  .extend(
    'smtp',
    { scope: 'file' },
    resource(startSmtp, ({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
  )
  .extend('appOptions', { scope: 'file' }, ({ smtp }) => ({
    env: { SMTP_URL: smtpUrl(smtp.port), MAIL_FROM: FROM },
  }));

describe('SMTP mailer against a real SMTP server', () => {
  test('delivers from/to/subject with a text and an HTML part and a working link', async ({ smtp }) => {
    const mailer = createMailer({
      smtpUrl: smtpUrl(smtp.port),
      from: FROM,
      database: noDatabase,
      logger: createLogger('silent'),
    });
    expect(mailer.kind).toBe('smtp');
    const to = uniqueEmail('smtp');
    const url = `${TEST_ORIGIN}/api/auth/verify-email?token=abc.def&callbackURL=%2F`;
    await mailer.send({ to, language: 'es-ES', ...verificationEmail('es-ES', { name: 'Lucía', url }) });
    await mailer.close();

    const mail = await waitForMail(to);
    expect(mail.envelope.from).toBe('no-reply@captia.test');
    expect(mail.envelope.to).toEqual([to]);
    expect(mail.envelope.user).toBe(SMTP_USER); // credentials from the URL, percent-decoded
    expect(decodeWords(mail.headers.get('from') ?? '')).toBe(FROM);
    expect(mail.headers.get('to')).toBe(to);
    expect(mail.subject).toBe('Confirma tu correo en CaptIA');
    expect(mail.headers.get('content-language')).toBe('es-ES');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('¡Hola, Lucía!');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('<html lang="es-ES"');
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
  });

  test('sends the password reset of the app in the user language, and its link resets the password', async ({
    app: t,
  }) => {
    const { email } = await signUpMember(t, {
      client: new TestClient(t.app, { ip: '10.8.0.1', language: 'pt-BR' }),
      name: 'Ana Souza',
      tag: 'reset',
      body: { language: 'pt-BR', callbackURL: '/' },
    });
    const verification = await waitForMail(email);
    expect(verification.subject).toBe('Confirme seu e-mail no CaptIA');

    const anonymous = new TestClient(t.app, { ip: '10.8.0.2', language: 'pt-BR' });
    const asked = await anonymous.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(email, (m) => m.subject === 'Redefina sua senha do CaptIA');
    expect(mail.envelope.from).toBe('no-reply@captia.test');
    expect(mail.headers.get('content-language')).toBe('pt-BR');
    expect(mail.text).toMatch(/expira em 1 hora/);

    const link = /https?:\/\/\S+\/reset-password\?token=[\w.-]+/.exec(mail.text)?.[0] ?? '';
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);

    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    const token = new URL(link).searchParams.get('token');
    const newPassword = 'copper lantern meadow 58';
    const reset = await anonymous.post('/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);
    const signIn = await anonymous.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signIn.status).toBe(200);
  });

  test('rejects when the server refuses the mail, so the caller can log it', async ({ smtp }) => {
    const mailer = createMailer({
      smtpUrl: smtpUrl(smtp.port, false),
      from: FROM,
      database: noDatabase,
      logger: createLogger('silent'),
    });
    const message = verificationEmail('en-US', { name: 'X', url: `${TEST_ORIGIN}/` });
    await expect(mailer.send({ to: 'refused@example.com', language: 'en-US', ...message })).rejects.toThrow(
      /Mailbox unavailable|Can't send mail/,
    );
    await mailer.close();
  });

  test('rejects on bad credentials', async ({ smtp }) => {
    const mailer = createMailer({
      smtpUrl: `smtp://${SMTP_USER}:wrong@127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      from: FROM,
      database: noDatabase,
      logger: createLogger('silent'),
    });
    const message = verificationEmail('en-US', { name: 'X', url: `${TEST_ORIGIN}/` });
    await expect(mailer.send({ to: uniqueEmail(), language: 'en-US', ...message })).rejects.toThrow(
      /Invalid username or password|Invalid login/,
    );
    await mailer.close();
  });
});
