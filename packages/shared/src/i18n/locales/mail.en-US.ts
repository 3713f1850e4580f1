/** E-mail texts (verification, password reset) — en-US. */
export const mailEnUS = {
  footer: 'CaptIA — AI captions for social media',
  greeting: 'Hi {{name}},',
  greetingNoName: 'Hi,',
  linkFallback: "If the button doesn't work, copy this link into your browser:",
  signature: 'The CaptIA team',
  verification: {
    subject: 'Confirm your email for CaptIA',
    preheader: 'One click and your account is confirmed.',
    intro: "Thanks for signing up for CaptIA! Please confirm your email address so we know it's really you.",
    button: 'Confirm my email',
    ignore: "If you didn't create a CaptIA account, you can safely ignore this email.",
  },
  passwordReset: {
    subject: 'Reset your CaptIA password',
    preheader: 'Choose a new password in a few seconds.',
    intro:
      'We received a request to reset the password of your CaptIA account. Click the button below to choose a new one.',
    button: 'Choose a new password',
    expiresHours_one: 'The link works only once and expires in {{count}} hour.',
    expiresHours_other: 'The link works only once and expires in {{count}} hours.',
    expiresMinutes_one: 'The link works only once and expires in {{count}} minute.',
    expiresMinutes_other: 'The link works only once and expires in {{count}} minutes.',
    ignore: "If you didn't ask for this, you can ignore this email — your password stays the same.",
  },
};
