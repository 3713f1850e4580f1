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
  reviewReceived: {
    subject: 'New review of “{{title}}”',
    preheader: '{{reviewer}} reviewed your campaign.',
    intro:
      '{{reviewer}} reviewed posts of your campaign “{{title}}”. As they stand now: {{approved}}, {{changes}}, {{pending}}. Open the planner to read the comments.',
    approved_one: '{{count}} post approved',
    approved_other: '{{count}} posts approved',
    changes_one: '{{count}} with changes asked',
    changes_other: '{{count}} with changes asked',
    pending_one: '{{count}} waiting for review',
    pending_other: '{{count}} waiting for review',
    button: 'Open the campaign',
    throttle:
      'We send at most one of these e-mails every 30 minutes per review link; the planner always shows every review.',
  },
  webhookDisabled: {
    subject: 'A CaptIA webhook was disabled',
    preheader: 'Its deliveries failed for a day.',
    intro:
      'Deliveries to your webhook {{url}} failed for a day, so we stopped sending events to it. Check the receiver, then remove the endpoint and add it again in Preferences → Integrations.',
    button: 'Open Preferences',
  },
};
