import { LANGUAGES, type Language } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from '../src/mail/templates';

const RESET_URL = 'https://captia.example/reset-password?token=tok_123&x=1';
const VERIFY_URL = 'https://captia.example/api/auth/verify-email?token=v.456&callbackURL=%2F';

const subjects: Record<Language, { verification: string; reset: string; expiry: RegExp; ignore: RegExp }> = {
  'en-US': {
    verification: 'Confirm your email for CaptIA',
    reset: 'Reset your CaptIA password',
    expiry: /works only once and expires in 1 hour\./,
    ignore: /ask for this, you can ignore this email/,
  },
  'pt-BR': {
    verification: 'Confirme seu e-mail no CaptIA',
    reset: 'Redefina sua senha do CaptIA',
    expiry: /só pode ser usado uma vez e expira em 1 hora\./,
    ignore: /pode ignorar este e-mail/,
  },
  'es-ES': {
    verification: 'Confirma tu correo en CaptIA',
    reset: 'Restablece tu contraseña de CaptIA',
    expiry: /solo se puede usar una vez y caduca en 1 hora\./,
    ignore: /puedes ignorar este correo/,
  },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
const unescapeAmp = (value: string) => value.replace(/&amp;/g, '&');

describe.each(LANGUAGES)('mail templates in %s', (language) => {
  const expected = subjects[language];

  it('verification: localized subject, link in text and html, html well formed for mail clients', () => {
    const mail = verificationEmail(language, { name: 'Ana', url: VERIFY_URL });
    expect(mail.subject).toBe(expected.verification);
    expect(mail.text).toContain(VERIFY_URL);
    expect(mail.text).toContain('Ana');
    expect(mail.text).not.toMatch(/[<>]/);
    expect(hrefs(mail.html).map(unescapeAmp)).toEqual([VERIFY_URL, VERIFY_URL]); // button + plain link
    expect(mail.html).toContain(`>${VERIFY_URL.replace(/&/g, '&amp;')}</a>`);
    expect(mail.html).toContain(`<html lang="${language}"`);
    expect(mail.html).toContain(`<title>${expected.verification}</title>`);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('#6d28d9');
    expect(mail.html).not.toMatch(/<script|<style|class=/i);
  });

  it('reset: localized subject, single use, 1 hour, can be ignored, link in text and html', () => {
    const mail = passwordResetEmail(language, { name: 'Ana', url: RESET_URL, expiresInMinutes: 60 });
    expect(mail.subject).toBe(expected.reset);
    for (const body of [mail.text, mail.html]) {
      expect(body).toMatch(expected.expiry);
      expect(body).toMatch(expected.ignore);
    }
    expect(mail.text).toContain(RESET_URL);
    expect(hrefs(mail.html).map(unescapeAmp)).toEqual([RESET_URL, RESET_URL]);
  });

  it('escapes every interpolated value in the html', () => {
    const name = `<b>Eve</b> & "Co" 'x'`;
    const url = "https://captia.example/reset-password?token=a\"b<c>&d='e'";
    const mail = passwordResetEmail(language, { name, url, expiresInMinutes: 60 });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot; &#39;x&#39;');
    expect(mail.html).not.toContain('a"b');
    expect(hrefs(mail.html)).toEqual([
      'https://captia.example/reset-password?token=a&quot;b&lt;c&gt;&amp;d=&#39;e&#39;',
      'https://captia.example/reset-password?token=a&quot;b&lt;c&gt;&amp;d=&#39;e&#39;',
    ]);
    // The text version is plain text: nothing to escape there.
    expect(mail.text).toContain(name);
  });
});

describe('mail template details', () => {
  it('greets without a name when there is none', () => {
    expect(verificationEmail('pt-BR', { name: '  ', url: VERIFY_URL }).text.startsWith('Olá!\n')).toBe(true);
    expect(verificationEmail('en-US', { name: 'Ana', url: VERIFY_URL }).text.startsWith('Hi Ana,\n')).toBe(
      true,
    );
  });

  it('keeps a display name on one short line', () => {
    const mail = verificationEmail('en-US', { name: `Ana\r\nBcc: x ${'y'.repeat(200)}`, url: VERIFY_URL });
    const greeting = mail.text.split('\n')[0] ?? '';
    expect(greeting).toMatch(/^Hi Ana Bcc: x y+…,$/);
    expect(greeting.length).toBeLessThan(70);
  });

  it('tells other lifetimes in minutes or hours, with plurals', () => {
    expect(passwordResetEmail('en-US', { name: 'A', url: RESET_URL, expiresInMinutes: 30 }).text).toContain(
      'expires in 30 minutes.',
    );
    expect(passwordResetEmail('es-ES', { name: 'A', url: RESET_URL, expiresInMinutes: 120 }).text).toContain(
      'caduca en 2 horas.',
    );
    expect(passwordResetEmail('pt-BR', { name: 'A', url: RESET_URL, expiresInMinutes: 1 }).text).toContain(
      'expira em 1 minuto.',
    );
  });

  it('refuses links that are not http(s)', () => {
    expect(() => verificationEmail('en-US', { name: 'A', url: 'javascript:alert(1)' })).toThrow(/http/);
  });
});
