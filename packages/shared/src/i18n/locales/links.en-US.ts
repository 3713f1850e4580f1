/** Starting from a link: validation, refusals and the "Start from a link" field — en-US. */
export const linksEnUS = {
  validation: {
    required: 'Paste a link to read.',
    tooLong: 'This link is too long (at most 2,048 characters).',
    invalid: 'This link contains characters a web address cannot hold.',
  },
  errors: {
    notAUrl: 'This does not look like a web address. Paste a link such as https://example.com/article.',
    notFound: 'That page could not be found or did not answer. Check the link and try again.',
    notText:
      'This link is not a web page or text (it may be a file or an image). Paste a link to an article or a page.',
    empty: 'We could not find any text on that page. Paste the text into the brief instead.',
    tooComplex:
      'This page is built in a way we cannot read (far more elements, or elements nested far deeper, than an article has). Paste the part you want into the brief instead.',
  },
  field: {
    label: 'Start from a link (optional)',
    hint: 'An article, product page or newsletter: we read it and write posts from it. What you write in the brief becomes instructions on top.',
    placeholder: 'https://',
    read: 'Read the link',
    reading: 'Reading the link…',
    remove: 'Remove the link',
    from: 'Posts will be written from:',
    changed: 'The link changed: read it again before generating.',
    readFirst: 'Read the link first, so you can check it is the right page.',
  },
  inBio: 'Link in bio.',
};
