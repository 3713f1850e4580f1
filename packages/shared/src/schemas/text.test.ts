import { describe, expect, it } from 'vitest';
import { CaptionRequestSchema } from '../captions/schema';
import { CATALOGS, flattenKeys } from '../i18n';
import { LANGUAGES } from '../languages';
import { ProfileFieldsSchema, UpdateMeSchema } from './me';
import {
  EmailSchema,
  hasControlCharacters,
  multiLineText,
  SearchQuerySchema,
  singleLineText,
  TEXT_MESSAGES,
} from './text';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

/** Every character a one-line text refuses, one sample per class. */
const SINGLE_LINE_REFUSED = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
];

describe('hasControlCharacters', () => {
  it.each(SINGLE_LINE_REFUSED.map((c) => [c.codePointAt(0)?.toString(16)]))(
    'finds U+%s in one-line text',
    (hex) => {
      const char = String.fromCharCode(Number.parseInt(hex ?? '', 16));
      expect(hasControlCharacters(`Ana${char}Souza`)).toBe(true);
    },
  );

  it('allows tab and line breaks only in multi-line text', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${char}b`)).toBe(true);
      expect(hasControlCharacters(`a${char}b`, { multiLine: true })).toBe(false);
    }
    for (const char of ['\u0000', '\u000b', '\u000c', '\u007f', '\u2028', '\uD83D']) {
      expect(hasControlCharacters(`a${char}b`, { multiLine: true })).toBe(true);
    }
  });

  it('accepts ordinary text in any script, emoji (surrogate pairs) and joiners', () => {
    for (const text of [
      'José Ñúñez',
      'Zoë',
      '李小龙',
      'مرحبا',
      'Bolo 🥕🎂',
      '👩‍👩‍👧',
      'a\u00a0b',
      'x\u200dy',
    ]) {
      expect(hasControlCharacters(text), text).toBe(false);
      expect(hasControlCharacters(text, { multiLine: true }), text).toBe(false);
    }
  });
});

describe('singleLineText / multiLineText', () => {
  it('trims, requires, bounds, and refuses control characters with catalog keys', () => {
    const rule = singleLineText(5);
    expect(rule.parse('  Ana  ')).toBe('Ana');
    expect(firstMessage(rule.safeParse('   '))).toBe(TEXT_MESSAGES.required);
    expect(firstMessage(rule.safeParse('abcdef'))).toBe(TEXT_MESSAGES.tooLong);
    expect(firstMessage(rule.safeParse('ab\u0000'))).toBe(TEXT_MESSAGES.invalidCharacters);
    // Checked before trimming: a trailing separator is refused, not silently dropped.
    expect(firstMessage(rule.safeParse('Ana\u2028'))).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(firstMessage(rule.safeParse(42))).toBe(TEXT_MESSAGES.required);
  });

  it('may be empty when min is 0 (search boxes)', () => {
    expect(SearchQuerySchema.parse('')).toBe('');
    expect(SearchQuerySchema.parse(' bolo ')).toBe('bolo');
    expect(SearchQuerySchema.safeParse('bolo\u0000').success).toBe(false);
    expect(SearchQuerySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('keeps line breaks and tabs in multi-line text', () => {
    expect(multiLineText(50).parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two');
    expect(multiLineText(50).safeParse('Summer sale\u0000').success).toBe(false);
  });

  it('has a message for every key in every catalog', () => {
    for (const language of LANGUAGES) {
      const keys = flattenKeys(CATALOGS[language]);
      for (const key of Object.values(TEXT_MESSAGES)) expect(keys, `${language} ${key}`).toContain(key);
      expect(keys, language).toContain('captions.validation.textInvalid');
    }
  });
});

describe('EmailSchema', () => {
  it('accepts an address, trimmed; refuses controls, oversize and non-addresses', () => {
    expect(EmailSchema.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(EmailSchema.safeParse('ana\u0000@example.com').success).toBe(false);
    expect(EmailSchema.safeParse('ana@example.com\r\nBcc: x@example.com').success).toBe(false);
    expect(EmailSchema.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false);
    expect(EmailSchema.safeParse('not an address').success).toBe(false);
  });
});

describe('profile fields (PATCH /api/me, sign-up, update-user)', () => {
  it('applies the same rules to name, language and time zone', () => {
    expect(
      ProfileFieldsSchema.parse({ name: ' Ana ', language: 'pt-BR', timezone: 'America/Sao_Paulo' }),
    ).toEqual({ name: 'Ana', language: 'pt-BR', timezone: 'America/Sao_Paulo' });
    expect(ProfileFieldsSchema.safeParse({ name: 'x'.repeat(900_000) }).success).toBe(false);
    expect(ProfileFieldsSchema.safeParse({ name: 'Ana\u0000' }).success).toBe(false);
    expect(firstMessage(ProfileFieldsSchema.safeParse({ timezone: 'Not/AZone' }))).toBe(
      'errors.api.invalid_timezone',
    );
    expect(ProfileFieldsSchema.safeParse({ timezone: 'UTC\u0000' }).success).toBe(false);
    expect(ProfileFieldsSchema.safeParse({ language: 'xx-<b>' }).success).toBe(false);
    // Other fields pass through to Better Auth; PATCH /api/me refuses them.
    expect(ProfileFieldsSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(UpdateMeSchema.safeParse({ password: 'x' }).success).toBe(false);
  });
});

describe('the caption brief uses the same rule', () => {
  const request = {
    networks: ['instagram'],
    postType: 'product-promotion',
    style: 'casual',
    length: 'short',
    variants: 1,
    emojis: false,
    hashtags: false,
  };
  it('keeps line breaks and refuses a NUL byte', () => {
    expect(CaptionRequestSchema.safeParse({ ...request, text: 'Summer\nsale' }).success).toBe(true);
    expect(firstMessage(CaptionRequestSchema.safeParse({ ...request, text: 'Summer sale\u0000' }))).toBe(
      'captions.validation.textInvalid',
    );
  });
});
