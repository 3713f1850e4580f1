export * from './alt-text';
export * from './carousel';
export * from './catalog-options';
export * from './formats';
export * from './networks';
export * from './options';
export * from './photo';
export * from './pipeline';
export * from './previews';
export * from './rework';
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
export * from './thread';
