import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-parser';
import { PLACEHOLDER_ORIGIN, withOrigin } from './origin';

describe('withOrigin', () => {
  it('puts the site’s address in the code blocks only', () => {
    const blocks = parseMarkdown(
      `Call \`${PLACEHOLDER_ORIGIN}\`:\n\n\`\`\`shell\ncurl ${PLACEHOLDER_ORIGIN}/api/me\ncurl ${PLACEHOLDER_ORIGIN}/api/options\n\`\`\``,
    );
    const out = withOrigin(blocks, 'https://captia.example');
    expect(out[1]).toEqual({
      t: 'pre',
      lang: 'shell',
      v: 'curl https://captia.example/api/me\ncurl https://captia.example/api/options',
    });
    // Prose keeps the placeholder: it names the idea, the examples are what people copy.
    expect(out[0]).toBe(blocks[0]);
  });
});
