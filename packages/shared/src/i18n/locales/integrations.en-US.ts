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
    ui: {
      title: 'Webhooks',
      lead: 'CaptIA posts its events to your automations (n8n, Make, Zapier, your own server), signed so you can check they came from here.',
      paidOnly:
        'Webhooks come with the Profissional and Premium plans: your automations hear when a client reviews a post, a campaign is written or a post goes out.',
      url: 'Endpoint URL',
      urlHint:
        'A public https address on the standard port. See the developers page for how to check the signature.',
      events: 'Events to send',
      event: {
        review_decided: 'A client approves a post or asks for changes',
        campaign_created: 'A campaign is written',
        generation_completed: 'Captions are written',
        post_published: 'A post is published',
        post_failed: 'A post could not be published',
      },
      eventsRequired: 'Choose at least one event.',
      add: 'Add endpoint',
      adding: 'Adding…',
      secretTitle: 'Copy the signing secret now',
      secretText: 'It is shown only this once. Keep it where your receiver checks the signatures.',
      copy: 'Copy secret',
      copied: 'Secret copied.',
      done: 'Done',
      loading: 'Loading webhooks…',
      empty: 'No webhook endpoints yet.',
      disabled: 'Disabled on {{date}}.',
      test: 'Send test',
      testQueued: 'Test event queued.',
      deliveries: 'Last deliveries',
      noDeliveries: 'Nothing delivered yet.',
      nextRetry: 'next try {{date}}',
      state: { pending: 'waiting', delivering: 'sending', delivered: 'delivered', failed: 'failed' },
      remove: 'Remove',
      removeNamed: 'Remove {{url}}',
      removeTitle: 'Remove this endpoint?',
      removeText: '{{url}} will receive no more events. Deliveries still waiting are dropped.',
      keep: 'Keep it',
    },
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
