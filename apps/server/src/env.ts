import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parsePrices } from './captions/models/prices';
import {
  AI_PROVIDERS,
  type AiEnv,
  aiConfigProblems,
  DEFAULT_AI_TIMEOUT_MS,
} from './captions/models/settings';
import { operatorLanguage, translator } from './i18n';
import { parseAllowList } from './links/fetch-user-url';

/**
 * The repository root, so defaults do not depend on the directory `npm start` ran from. This
 * module runs from `apps/server/src/` (sources) or from a chunk at the top of `apps/server/dist/`
 * (the build keeps every chunk there, build.mjs): three levels down either way.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65535);

/** A check that `parse` accepts a value (the parsers throw on what they refuse). */
const parses = (parse: (value: string) => unknown) => (value: string) => {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string. Unset → embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * How DATABASE_URL reaches PostgreSQL: `session` (directly, or a pooler in session mode) or
   * `transaction` (a pooler in transaction mode: PgBouncer, Supabase's, Neon's), where nothing
   * may rely on the connection outliving a transaction (decision 0039).
   */
  DATABASE_POOLER: z.enum(['session', 'transaction']).default('session'),
  /**
   * A direct connection (or one through a pooler in session mode) for what needs a session of
   * its own: migrations and the LISTEN of session revocations. Unset → DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data/pglite')),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** SMTP server for outgoing mail (smtp:// or smtps://). Unset → the local outbox (dev only). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CaptIA <no-reply@captia.local>'),
  /** The public origin of the app (links in e-mails, OAuth callbacks, allowed Origin). */
  PUBLIC_URL: z.url().optional(),
  /**
   * Signs session cookies and tokens; at least 32 characters. Required in production; unset
   * elsewhere → the install's own, generated once and kept in the database (install-secret.ts).
   */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REQUIRE_EMAIL_VERIFICATION: z.stringbool().default(false),
  /** Comma-separated e-mails made admins once the address is verified (and at start, if verified). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** `true`: the admin panel and /api/admin/* refuse an admin without two-factor sign-in on (403). */
  ADMIN_REQUIRE_TWO_FACTOR: z.stringbool().default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID issuer for Google sign-in; another issuer (a local stand-in) is refused in production. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For entries are trusted: `false` (0),
   * `true` (1) or a number of hops. The client's address is the entry the outermost trusted
   * proxy appended (the Nth from the right); entries further left are whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .default('false')
    .refine((value) => /^(true|false|\d{1,2})$/.test(value), 'must be false, true or a number of proxies')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** Multiplies every abuse limit (sign-in, sign-up, reset); 0 is refused. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * `test`: passwords hashed with a sixteenth of scrypt's work, for test suites only (refused in
   * production; auth/password-hashing.ts, decision 0044).
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  /** Seconds a session may be served from its signed cookie before the database is asked again. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /**
   * The model service (decision 0032): `openai-compatible` (OpenAI, Ollama, vLLM, OpenRouter…;
   * configured by AI_BASE_URL), `anthropic` or `google` (their public API unless AI_BASE_URL says
   * otherwise). Unset with no AI_BASE_URL → the basic generator.
   */
  AI_PROVIDER: z.enum(AI_PROVIDERS).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** Unset → a small model of the provider (models/settings.ts, DEFAULT_MODELS). */
  AI_MODEL: z.string().min(1).optional(),
  /** A plan's own model on the same service (unset → AI_MODEL). */
  AI_MODEL_FREE: z.string().min(1).optional(),
  AI_MODEL_PROFISSIONAL: z.string().min(1).optional(),
  AI_MODEL_PREMIUM: z.string().min(1).optional(),
  /** The model accepts images: photos then go to it (re-encoded, without metadata) and may come without text. */
  AI_VISION: z.stringbool().default(false),
  /** How long the AI service may stay silent (before answering, or between streamed chunks) before falling back. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_AI_TIMEOUT_MS),
  /** A second model, asked when the first cannot answer; on the first's provider, URL and key unless told. */
  AI_FALLBACK_PROVIDER: z.enum(AI_PROVIDERS).optional(),
  AI_FALLBACK_BASE_URL: z.url().optional(),
  AI_FALLBACK_API_KEY: z.string().min(1).optional(),
  AI_FALLBACK_MODEL: z.string().min(1).optional(),
  /** Prices per million tokens, `model=input/output,…` (models/prices.ts): each call's estimated cost. */
  AI_PRICES: z
    .string()
    .default('')
    .refine(
      parses(parsePrices),
      'must be model=input/output entries separated by commas, prices per million tokens (e.g. gpt-4o-mini=0.15/0.6)',
    ),
  /** The currency AI_PRICES are in (shown with the costs). */
  AI_PRICES_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD')
    .default('USD'),
  /** Stripe secret key. Unset → the sandbox payment provider (development only). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PROFISSIONAL_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PROFISSIONAL_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: z.string().min(1).optional(),
  /** Another Stripe API origin (a local fake in tests); refused in production. */
  STRIPE_API_URL: z.url().optional(),
  /** Prices shown on the plans page (the charge itself is the Stripe price's). */
  PLAN_CURRENCY: z.string().length(3).default('BRL'),
  PLAN_PRICE_PROFISSIONAL_MONTHLY: z.coerce.number().positive().default(29.9),
  PLAN_PRICE_PROFISSIONAL_YEARLY: z.coerce.number().positive().default(299),
  PLAN_PRICE_PREMIUM_MONTHLY: z.coerce.number().positive().default(49.9),
  PLAN_PRICE_PREMIUM_YEARLY: z.coerce.number().positive().default(499),
  /**
   * Host and port pairs the link reader may fetch even where its rules refuse them (a private
   * address, another port): `host:port` entries, comma-separated (decision 0031). For tests and
   * intranets; each allowed entry is logged at start-up in production.
   */
  LINK_FETCH_ALLOW: z
    .string()
    .default('')
    .refine(
      parses(parseAllowList),
      'must be host:port entries separated by commas (e.g. intranet.local:8080,[::1]:8443)',
    ),
  /**
   * The secret the connected accounts' tokens are sealed with (AES-256-GCM, a key derived from
   * it; decision 0057). Unset: derived from the session secret (BETTER_AUTH_SECRET or the
   * install's own), so changing that one makes the kept tokens unreadable (accounts reconnect).
   */
  CONNECTIONS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A bearer token that lets Prometheus read /metrics from anywhere (`Authorization: Bearer …`).
   * Unset → /metrics answers this machine only (by the socket, never a forwarding header).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * `on`: the outbox's mailbox (/dev/mailbox, /api/dev/outbox) and /metrics without METRICS_TOKEN
   * answer this machine (a loopback socket with no proxy header). Off by default and refused in
   * production: a proxy here that adds no header cannot be told from a local browser (0048).
   */
  DEV_TOOLS: z.stringbool().default(false),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // CPU work on untrusted text and pages runs in a pool of worker threads (docs/decisions/0047).
  TEXT_WORK_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  TEXT_WORK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  TEXT_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(200),
});

/**
 * The configuration as read: BETTER_AUTH_SECRET may still be unset (outside production); it is
 * resolved once the database is open (`withInstallSecret`), which gives `Env`.
 */
export type LoadedEnv = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set (its default is in PUBLIC_URL): writes may also come from this machine's addresses. */
  publicUrlIsDefault: boolean;
};

/** The configuration the app runs with: the session-signing secret is known. */
export type Env = LoadedEnv & { BETTER_AUTH_SECRET: string };

/**
 * Where a value copied from this repository would come from: its own text files (code, tests,
 * docs, examples). Generated and installed directories are not the repository's text.
 */
const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'docs', 'bench', 'scripts', 'content', '.ci', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.git', 'test-results', 'coverage']);
const MAX_SCANNED_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The first file under the repository's own text that contains `value`, if any: a secret
 * that is written in the source (a test fixture, an example, a once-published default) is
 * known to everyone who can read it, so it signs nothing in production.
 */
export function fileContaining(value: string, root: string = REPO_ROOT): string | undefined {
  const needle = Buffer.from(value);
  const visit = (file: string): string | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch {
      return undefined;
    }
    if (stat.isDirectory()) {
      if (SKIPPED_DIRS.has(path.basename(file))) return undefined;
      for (const entry of fs.readdirSync(file)) {
        const found = visit(path.join(file, entry));
        if (found) return found;
      }
      return undefined;
    }
    if (!stat.isFile() || stat.size > MAX_SCANNED_FILE_BYTES || stat.size < needle.length) return undefined;
    return fs.readFileSync(file).includes(needle) ? path.relative(root, file) : undefined;
  };
  for (const entry of SOURCE_ROOTS) {
    const found = visit(path.join(root, entry));
    if (found) return found;
  }
  return undefined;
}

/**
 * Production must not silently fall back to a development default (docs/architecture.md, Shape of
 * the system).
 */
function productionProblems(env: z.infer<typeof EnvSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.BETTER_AUTH_SECRET) problems.push('BETTER_AUTH_SECRET: required in production');
  else {
    const published = fileContaining(env.BETTER_AUTH_SECRET);
    if (published) {
      problems.push(
        `BETTER_AUTH_SECRET: this value is written in ${published}, so anyone can sign sessions with it; generate your own (openssl rand -base64 48)`,
      );
    }
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL: required in production (the local outbox is for development)');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  if (env.PASSWORD_HASH_COST !== 'standard') {
    problems.push('PASSWORD_HASH_COST: only standard is allowed in production (test is for test suites)');
  }
  if (env.GOOGLE_ISSUER !== 'https://accounts.google.com') {
    problems.push('GOOGLE_ISSUER: only https://accounts.google.com is allowed in production');
  }
  if (!env.STRIPE_SECRET_KEY) {
    problems.push(
      'STRIPE_SECRET_KEY: required in production (the sandbox payment provider is for development)',
    );
  } else {
    for (const key of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PROFISSIONAL_MONTHLY',
      'STRIPE_PRICE_PROFISSIONAL_YEARLY',
      'STRIPE_PRICE_PREMIUM_MONTHLY',
      'STRIPE_PRICE_PREMIUM_YEARLY',
    ] as const) {
      if (!env[key]) problems.push(`${key}: required with STRIPE_SECRET_KEY`);
    }
  }
  if (env.STRIPE_API_URL) problems.push('STRIPE_API_URL: only for tests, not allowed in production');
  if (env.DEV_TOOLS) {
    problems.push(
      'DEV_TOOLS: not allowed in production (the outbox and /metrics without a token are for a development machine; set METRICS_TOKEN for /metrics)',
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  return problems;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * The only reader of environment variables. Empty strings count as unset so that
 * `FOO=` in a shell or an .env file means "use the default".
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): LoadedEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  // The model variables' problems in the operator's language (LC_ALL, LC_MESSAGES or LANG).
  const t = translator(operatorLanguage(source));
  const problems = [
    ...aiConfigProblems(result.data as AiEnv).map(
      ({ key, values }) => `${values.variable}: ${t(key, values)}`,
    ),
    ...productionProblems(result.data),
  ];
  if (problems.length > 0) throw new EnvError(problems);
  return {
    ...result.data,
    PUBLIC_URL: (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, ''),
    publicUrlIsDefault: result.data.PUBLIC_URL === undefined,
  };
}
