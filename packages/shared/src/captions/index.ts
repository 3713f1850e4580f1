export * from './basic/generator';
export * from './catalog-options';
export * from './networks';
export * from './options';
export * from './pipeline';
export * from './schema';
export {
  emojiRegex,
  findHashtags,
  fold,
  graphemes,
  type HashtagMatch,
  hasEmoji,
  listEmojis,
  removeEmojis,
  toHashtag,
  utf8Length,
} from './text';
