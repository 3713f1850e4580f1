import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Messages } from '@captia/shared/i18n';
import type { Plugin } from 'vite';

/**
 * `virtual:captia-home-catalog/<language>`: the part of a language's catalog that `/` shows a
 * visitor — the layout, the generator's form, caption options, errors — without the account,
 * brand, billing and content screens' texts nor those of the lazy parts of `/` (results, history):
 * about 60 % of the catalog. Those load the full catalog before they show (src/lib/i18n.ts,
 * `loadFullCatalog`); decision 0023. In development the module is the full catalog (no budget
 * there, and edits show at once).
 */
const PREFIX = 'virtual:captia-home-catalog/';

const LOCALES = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n/locales');
const EXPORTS: Record<string, string> = { 'en-US': 'enUS', 'pt-BR': 'ptBR', 'es-ES': 'esES' };

/** Pages whose texts `/` may show (its own, the not-found page). */
const HOME_PAGES = ['home', 'notFound'];

/**
 * Texts of the parts of `/` that load lazily with the full catalog (results' cards, previews and
 * rework, threads' posts, carousels' slides and alt text, the history;
 * src/features/generator/components/generator.tsx).
 */
const LAZY_GENERATOR_PARTS = ['history', 'rework', 'preview', 'copy', 'thread', 'carousel', 'altText'];

/** API errors only the account, admin, key, brand and payment screens meet. */
const OTHER_SCREENS_ERRORS = [
  'invalid_credentials',
  'email_taken',
  'invalid_email',
  'password_too_short',
  'password_too_long',
  'weak_password',
  'invalid_token',
  'email_not_verified',
  'current_password_incorrect',
  'account_banned',
  'admin_required',
  'invalid_timezone',
  'admin_self_action',
  'api_key_limit_reached',
  'api_key_in_query',
  'brand_limit_reached',
  'invalid_signature',
];

function without<T extends object>(tree: T, keys: string[]): T {
  return Object.fromEntries(Object.entries(tree).filter(([key]) => !keys.includes(key))) as T;
}

/** The catalog without the texts only other screens, lazy parts or a signed-in user show. */
export function homeCatalog(messages: Messages): Partial<Messages> {
  // The installed app's texts (offline, update, sharing) come with the lazy parts that show them.
  const {
    billing: _billing,
    brands: _brands,
    content: _content,
    pwa: _pwa,
    account,
    pages,
    ...rest
  } = messages;
  return {
    ...rest,
    generator: without(rest.generator, LAZY_GENERATOR_PARTS),
    captions: without(rest.captions, ['rework']),
    errors: { ...rest.errors, api: without(rest.errors.api, OTHER_SCREENS_ERRORS) },
    // API errors (network down…) can show on `/`: a message under `account.errors`.
    account: { errors: account.errors } as Messages['account'],
    pages: without(
      pages,
      Object.keys(pages).filter((key) => !HOME_PAGES.includes(key)),
    ),
  };
}

export function homeCatalogPlugin(): Plugin {
  let serve = false;
  return {
    name: 'captia:home-catalog',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      const name = EXPORTS[language];
      if (!name) throw new Error(`${id}: no catalog for ${language}`);
      if (serve) return `export { ${name} as default } from '@captia/shared/i18n/locales/${language}';`;
      // The catalog as the build finds it now (read with tsx, which the repository runs scripts with).
      const file = path.join(LOCALES, `${language}.ts`);
      this.addWatchFile(file);
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, Messages>;
      const messages = module[name];
      if (!messages) throw new Error(`${file} exports no ${name}`);
      // JSON.parse of a string is parsed faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(homeCatalog(messages)))});`;
    },
  };
}
