/** catalog-plugin.ts: the part of a language's catalog that `/` shows a visitor. */
declare module 'virtual:captia-home-catalog/*' {
  const messages: import('@captia/shared/i18n').Messages;
  export default messages;
}
