/** Caption-engine texts (options, engine notices and errors) — en-US. */
export const captionsEnUS = {
  heading: 'Caption generator',
  networks: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
    threads: 'Threads',
    youtube: 'YouTube',
    pinterest: 'Pinterest',
    bluesky: 'Bluesky',
    mastodon: 'Mastodon',
  },
  postTypes: {
    'product-promotion': 'Product or promotion',
    announcement: 'Announcement',
    event: 'Event',
    'tips-educational': 'Tips and education',
    'behind-the-scenes': 'Behind the scenes',
    inspirational: 'Inspirational',
    'question-engagement': 'Question and engagement',
    seasonal: 'Seasonal',
  },
  styles: {
    professional: 'Professional',
    casual: 'Casual',
    funny: 'Funny',
    inspirational: 'Inspirational',
    persuasive: 'Persuasive',
    informative: 'Informative',
    friendly: 'Friendly',
    bold: 'Bold',
  },
  lengths: {
    short: 'Short',
    long: 'Long',
  },
  languages: {
    'pt-BR': 'Portuguese (Brazil)',
    'en-US': 'English (US)',
    'es-ES': 'Spanish (Spain)',
  },
  units: {
    characters: 'characters',
    'x-weighted': 'characters (X counting)',
    threads: 'characters (emojis count as bytes)',
    'utf8-bytes': 'bytes',
    graphemes: 'characters (an emoji counts as one)',
    mastodon: 'characters (links count as 23)',
  },
  validation: {
    networksRequired: 'Choose at least one social network.',
    networkInvalid: 'Choose social networks from the list.',
    networksDuplicate: 'Choose each social network only once.',
    postTypeInvalid: 'Choose a post type.',
    styleInvalid: 'Choose a writing style.',
    lengthInvalid: 'Choose short or long text.',
    variantsInvalid: 'Choose between {{min}} and {{max}} variants.',
    emojisInvalid: 'Turn emojis on or off.',
    hashtagsInvalid: 'Turn hashtags on or off.',
    textRequired: 'Please write something to generate captions',
    textTooLong: 'Your text can have at most {{max}} characters.',
    textInvalid: 'Your text contains characters that are not allowed (control characters).',
    languageInvalid: 'Choose Portuguese (Brazil), English (US) or Spanish (Spain) for the captions.',
    imageInvalid: 'Choose a photo in JPEG, PNG or WebP, of up to 10 MB.',
    formatInvalid: 'Choose single post, thread or carousel.',
    formatUnsupported:
      'This format is not available for every chosen network: threads are for X, Threads, Bluesky and Mastodon; carousels for Instagram and LinkedIn.',
    numberingInvalid: "Choose whether the thread's posts are numbered.",
    imageNotData:
      'Upload the photo itself: links to images are not accepted (the server never downloads them).',
    imageTooManyPixels:
      'This photo has too many pixels (more than 40 megapixels). Use a smaller copy, such as the one your phone shares.',
    imageTooComplex:
      'This photo holds more than a photo needs (very many text chunks or scans) and takes too long to read. Export it again as an ordinary JPEG.',
    imageFormat:
      'This file is not a JPEG, PNG or WebP photo (or it is damaged). SVG, GIF, HEIC and AVIF are not accepted.',
    photoTextRequired:
      'Describe the photo in a few words: this server has no AI model that can see images, so captions are written from your text.',
  },
  notices: {
    aiFallback: 'Error connecting to AI service. Falling back to basic generation.',
    aiFallbackModel: 'The main AI model could not answer, so its backup model wrote these captions.',
  },
  altText: {
    validation: {
      required: 'Write the alt text: a short description of what the photo shows.',
      tooLong: 'Alt text can have at most 1,000 characters.',
      shortTooLong: 'The short alt text can have at most 125 characters.',
      invalid: 'The alt text contains characters that are not allowed.',
    },
  },
  rework: {
    validation: {
      action:
        'Choose what to do with the caption: shorter, longer, fit, restyle, translate, adapt, make it a thread or join it into one post.',
      style: 'Choose the style to rewrite the caption in.',
      language:
        'Choose the language to translate the caption into: Portuguese (Brazil), English (US) or Spanish (Spain).',
      targetNetwork: 'Choose the social network to adapt the caption to.',
      threadNetwork: 'Threads are for X, Threads, Bluesky and Mastodon: choose one of them.',
      joinTooLong: 'This thread is too long for one post on this network. Shorten it first.',
    },
  },
  errors: {
    photo_in_progress: 'Your previous photo is still being read. Wait a moment, then send this one.',
    photo_busy: 'Many photos are being read right now. Try again in a few seconds.',
    generation_failed: 'Error generating captions. Please try again later.',
    photo_needs_ai:
      'The AI service cannot be reached right now, and a photo without a description needs it. Add a few words about the photo, or try again later.',
  },
};
