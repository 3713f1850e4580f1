/** Review links and webhooks: refusals and notices (docs/decisions/0058) — en-US. */
export const integrationsEnUS = {
  review: {
    errors: {
      planRequired:
        'Review links are available on the Profissional and Premium plans. Upgrade to send a campaign for review.',
      commentsOff:
        'This review link does not take comments: approve the post or ask for changes without one.',
    },
  },
  webhooks: {
    errors: {
      planRequired:
        'Webhooks are available on the Profissional and Premium plans. Upgrade to send CaptIA’s events to your tools.',
      duplicateEvents: 'Each event may be listed once.',
    },
    disabledReason: 'Deliveries failed for a day (last answer: {{status}}).',
  },
};
