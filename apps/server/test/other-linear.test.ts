import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withoutTrailingSlashes } from '../src/http/static-site';
import { operationPathPattern } from '../src/keys/bearer';
import { linkify } from '../src/mail/mailbox.page';

/**
 * The static site's, the dev mailbox's and the API keys' text rules in linear time
 * (docs/decisions/0046), each as the pattern it replaced gives on ordinary text.
 */

const LIMIT = { maxSize: 20_000, runs: 2 };

describe('inline script hashes', () => {
  /** The pattern as it was, the reference. */
  const OLD = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

  it('hashes the scripts the old pattern found', () => {
    const piece = fc.constantFrom(
      '<script>',
      '<SCRIPT type="module">',
      '<script src="/a.js">',
      '<scriptsrc=x>',
      '<script async src=x>',
      '<script type="application/ld+json">',
      '</script>',
      '</SCRIPT>',
      'let a = 1;',
      '<',
      '>',
      ' ',
      '<p>text</p>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const html = pieces.join('');
        const count = [...html.matchAll(OLD)].filter(
          (m) => (m[2] ?? '').trim() && !/\btype\s*=\s*["']?application\/ld/i.test(m[1] ?? ''),
        ).length;
        expect(inlineScriptHashes(html)).toHaveLength(count);
      }),
      { numRuns: 3_000 },
    );
  });

  it('is linear on tags never closed', () => {
    for (const fragment of ['<script', '<script>', '<script a', '<script src='])
      assertLinear(`inlineScriptHashes ${fragment}`, inlineScriptHashes, (n) => repeatTo(fragment, n), LIMIT);
  });
});

describe('trailing slashes of a page path', () => {
  const OLD = (path: string) => path.replace(/(.)\/+$/, '$1');

  it('are taken off as the old pattern took them', () => {
    const piece = fc.constantFrom('/', 'a', 'pricing', '\n', '//', '.');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = pieces.join('');
        expect(withoutTrailingSlashes(path)).toBe(OLD(path));
      }),
      { numRuns: 5_000 },
    );
  });

  it('in linear time on a long run of slashes not at the end', () => {
    assertLinear(
      'withoutTrailingSlashes',
      withoutTrailingSlashes,
      (n) => `/a${repeatTo('/', n - 3)}b`,
      LIMIT,
    );
  });
});

describe('mailbox links', () => {
  it('end before trailing punctuation, in linear time', () => {
    expect(linkify('See https://example.com/a). Bye')).toBe(
      'See <a href="https://example.com/a">https://example.com/a</a>). Bye',
    );
    assertLinear('linkify', linkify, (n) => `http://a${repeatTo('.', n - 10)}x`, LIMIT);
  });
});

describe('API key paths', () => {
  it('match a parameter as one segment', () => {
    const pattern = operationPathPattern('/api/brands/{id}/posts/{postId}');
    expect(pattern.test('/api/brands/b1/posts/p2')).toBe(true);
    expect(pattern.test('/api/brands/b1/posts/p2/')).toBe(true);
    expect(pattern.test('/api/brands/b1/x/posts/p2')).toBe(false);
  });
});
