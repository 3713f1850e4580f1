/** Publishing to Bluesky and Mastodon: refusals and states (docs/decisions/0057) — en-US. */
export const publishingEnUS = {
  errors: {
    planRequired:
      'Publishing to Bluesky and Mastodon is available on the Profissional and Premium plans. Upgrade to connect your accounts.',
    textOrPosts: 'Send either a text or a list of posts (a thread), not both.',
    badTime: 'The time must be a date and time with its offset, e.g. 2027-03-01T09:00:00-03:00.',
    timeOutOfRange: 'The time must be from now up to a year ahead.',
    networkMismatch: 'This post was written for {{network}}; choose a connected account of that network.',
    tooLong: 'Post {{index}} is longer than {{network}} allows ({{limit}}).',
    image: 'The photo must be a JPEG, PNG or WebP data URL of at most 1 MB.',
    mainPassword:
      "This is your account's main password. Create an app password in Bluesky's settings (Settings → Privacy and security → App passwords) and use it instead.",
    signInRefused: 'The server refused the sign-in: check the handle and the app password.',
    unreachable:
      'The server could not be reached or answered something we could not read. Check its address and try again.',
    blocked: 'This address cannot be reached from CaptIA: only public servers on https (standard port) can.',
    stateInvalid: 'This sign-in link has expired or was already used. Start connecting again.',
    missed:
      "The server was not running at the publication's time and more than 24 hours have passed; it was not published.",
    disconnected: 'The account was disconnected before the post went out.',
  },
};
