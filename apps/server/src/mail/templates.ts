// Provisional: the mail module's owner replaces this file with the localized templates.
import type { Language } from '@captia/shared';

export function verificationEmail(_language: Language, data: { name: string; url: string }) {
  return { subject: 'Confirm your email', text: `Hi ${data.name}, confirm: ${data.url}`, html: `<a href="${data.url}">confirm</a>` };
}

export function passwordResetEmail(_language: Language, data: { name: string; url: string; expiresInMinutes: number }) {
  return { subject: 'Reset your password', text: `Hi ${data.name}, reset: ${data.url}`, html: `<a href="${data.url}">reset</a>` };
}
