import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLength, withinLimits } from './networks';
import { splitClosingTags } from './pipeline';
import { utf8Length } from './text';
import { MAX_THREAD_POSTS, splitThread, THREAD_NETWORKS, type ThreadNetwork } from './thread';

const LABEL = / \d+\/\d+$/;

/** The words of a thread, its labels and closing hashtags taken off. */
function wordsOf(posts: readonly string[], numbering: boolean): string[] {
  const bodies = posts.map((post) => (numbering ? post.replace(LABEL, '') : post));
  const last = bodies.length - 1;
  bodies[last] = splitClosingTags(bodies[last] ?? '').body;
  return bodies.join(' ').split(/\s+/).filter(Boolean);
}

const words = (text: string) => splitClosingTags(text.trim()).body.split(/\s+/).filter(Boolean);

const PIECES = [
  'Nossa feira volta no sábado.',
  'We open at 8am with sourdough, croissants and coffee!',
  'La tienda abre el lunes en la calle Mayor, 12.',
  '👨‍👩‍👧‍👦',
  '🇧🇷',
  '👍🏽',
  'cafe\u0301',
  'ação',
  'https://example.com/a/very/long/path/for/the/event?utm_source=captia',
  'https://bsky.app/profile/ana.bsky.social',
  '@ana@mastodon.social',
  '@captia',
  'ñandú',
  '日本語のテキスト',
  'Uma frase longa sobre o evento, com detalhes, horários e o endereço completo da loja.',
  '\n\n',
];

const text = fc
  .tuple(
    fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 60 }),
    fc.array(fc.constantFrom('#Café', '#SaoPaulo', '#OpenData', '#Bakery'), { maxLength: 3 }),
  )
  .map(([parts, tags]) => {
    const body =
      parts
        .join(' ')
        .replace(/ *\n\n */g, '\n\n')
        .trim() || 'Olá';
    return tags.length > 0 ? `${body}\n\n${tags.join(' ')}` : body;
  });

describe('splitThread', () => {
  for (const network of THREAD_NETWORKS) {
    for (const numbering of [false, true]) {
      it(`${network}${numbering ? ', numbered' : ''}: every post within the limit, no word split, nothing lost or reordered, hashtags on the last`, () => {
        fc.assert(
          fc.property(text, (input) => {
            const posts = splitThread(input, network as ThreadNetwork, { numbering });
            expect(posts.length).toBeGreaterThanOrEqual(1);
            expect(posts.length).toBeLessThanOrEqual(MAX_THREAD_POSTS);
            for (const post of posts) {
              expect(withinLimits(network, post), `${countLength(network, post)}: ${post}`).toBe(true);
              expect(post.trim()).not.toBe('');
            }
            if (words(input).length > 1) expect(posts.length).toBeGreaterThanOrEqual(2);
            expect(wordsOf(posts, numbering)).toEqual(words(input));
            const tags = splitClosingTags(input.trim()).tags;
            for (const post of posts.slice(0, -1)) for (const tag of tags) expect(post).not.toContain(tag);
            if (numbering) {
              for (const [i, post] of posts.entries())
                expect(post.endsWith(` ${i + 1}/${posts.length}`)).toBe(true);
            }
          }),
          { numRuns: 60 },
        );
      });
    }
  }

  it('breaks at the end of a sentence when one is near, and splits a short text in two', () => {
    const long = `${'The market opens on Saturday at the old station, with forty stalls of local food. '.repeat(3)}Bring your own bag.`;
    const posts = splitThread(long, 'x', { numbering: false });
    expect(posts.length).toBeGreaterThanOrEqual(2);
    for (const post of posts) expect(post).toMatch(/[.!?]$/);
    expect(splitThread('First idea. Second idea.', 'mastodon', { numbering: true })).toEqual([
      'First idea. 1/2',
      'Second idea. 2/2',
    ]);
  });

  it('counts the numbering and each network’s own unit: X’s 23 per link, Bluesky’s graphemes and bytes', () => {
    const links = Array.from({ length: 30 }, (_, i) => `https://example.com/${'p'.repeat(60)}/${i}`).join(
      ' ',
    );
    const onX = splitThread(links, 'x', { numbering: true });
    // Eleven 23-character links and their spaces fit in 280 with a label.
    expect(onX.length).toBeLessThanOrEqual(3);
    const families = Array.from({ length: 400 }, () => '👨‍👩‍👧‍👦').join(' ');
    const onBluesky = splitThread(families, 'bluesky', { numbering: false });
    for (const post of onBluesky) expect(utf8Length(post)).toBeLessThanOrEqual(3000);
    expect(wordsOf(onBluesky, false)).toHaveLength(400);
  });

  it('keeps a thread to ten posts: a text longer than that is cut at a word, its hashtags kept', () => {
    const huge = `${'palavra '.repeat(1500)}#Fim`;
    const posts = splitThread(huge, 'x', { numbering: true });
    expect(posts).toHaveLength(MAX_THREAD_POSTS);
    expect(posts.at(-1)).toContain('#Fim');
    for (const post of posts) expect(withinLimits('x', post)).toBe(true);
  });

  it('leaves out a word longer than a whole post rather than cutting it', () => {
    const link = `https://example.com/${'a'.repeat(400)}`;
    const posts = splitThread(`Veja isto: ${link} e conte para a gente.`, 'bluesky', { numbering: false });
    expect(posts.join(' ')).not.toContain('example.com');
    for (const post of posts) expect(withinLimits('bluesky', post)).toBe(true);
  });
});
