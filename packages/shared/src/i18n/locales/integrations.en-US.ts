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
  reviewPage: {
    lead: 'Approve each post or ask for changes. No account needed.',
    invalid:
      'This review link is not valid, has expired or was revoked. Ask whoever sent it to you for a new one.',
    loading: 'Loading the campaign…',
    dates_one: 'Starts {{start}} · {{count}} day',
    dates_other: 'Starts {{start}} · {{count}} days',
    expires: 'This link works until {{date}}.',
    nameLabel: 'Your name',
    nameHint: 'The campaign’s owner sees it beside your answers. Kept in this browser only.',
    nameRequired: 'Write your name before answering.',
    postHeading: '{{network}} · {{date}}, {{time}}',
    account: 'Preview',
    state: { pending: 'Waiting for review', approved: 'Approved', changes: 'Changes requested' },
    approve: 'Approve',
    requestChanges: 'Request changes',
    commentLabel: 'Comment (optional)',
    sending: 'Sending…',
    sent: 'Your answer was sent.',
    empty: 'This campaign has no posts yet.',
  },
};
