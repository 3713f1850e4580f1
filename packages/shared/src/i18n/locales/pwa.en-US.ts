/** The installed app: the manifest's texts, the offline state, updates and sharing — en-US. */
export const pwaEnUS = {
  manifest: {
    description: 'AI captions for Instagram, TikTok, LinkedIn, X and more, from a brief, a link or a photo.',
    screenshotForm: 'The caption generator on a phone',
    screenshotWide: 'The caption generator on a computer',
  },
  offline: {
    title: 'You are offline',
    text: 'Writing captions, your history and your account need a connection. Pages you opened before still work.',
  },
  update: {
    ready: 'A new version of CaptIA is ready.',
    reload: 'Update now',
    later: 'Later',
  },
  share: {
    button: 'Share…',
    label: 'Share this caption with another app',
    altCopied: 'Alt text copied: paste it where the app asks for a description.',
    failed: 'Could not share. The caption was copied instead.',
    received: 'Ready to write from what you shared: check the brief, then generate.',
    gone: 'What you shared is no longer here (it is kept for 15 minutes). Share it again.',
    photoNotImage: 'The shared file is not a photo we can use (JPEG, PNG or WebP).',
    photoTooLarge: 'The shared photo is too large (at most 10 MB).',
  },
};
