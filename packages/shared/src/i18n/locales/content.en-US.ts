/** Texts around the content pages (FAQ, blog, examples, guides) — en-US. The pages' text itself is in content/. */
export const contentEnUS = {
  byAuthor: 'By {{author}}',
  onThisPage: 'On this page',
  moreArticles: 'More from the blog',
  allArticles: 'All articles',
  examples: {
    filter: 'Show examples for',
    allNetworks: 'All networks',
    copy: 'Copy',
    copied: 'Caption copied',
    copyFailed: "Couldn't copy. Select the text and copy it yourself.",
    useAsStart: 'Use as a starting point',
    kind: '{{postType}} · {{style}}',
  },
};
