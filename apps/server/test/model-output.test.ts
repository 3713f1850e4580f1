import { describe, expect } from 'vitest';
import type { ApiResult } from './api-routes';
import { onFakeModel, QUIET_MAILER } from './fixtures/model';
import { BRIEF } from './process-fixtures';

/**
 * A model whose text holds a lone surrogate (invalid UTF-16, which PostgreSQL refuses): the
 * caption is delivered with U+FFFD in its place, as JSON and streamed, for a generation and a
 * rework, and the history row is saved every time.
 */
// The app is fixtures/setup.ts's (createTestApp), on a fake model; its members are on premium.
const test = onFakeModel({ mailer: QUIET_MAILER, env: { AI_TIMEOUT_MS: '10000' } });

/**
 * Two ways a lone surrogate comes back: as a raw code unit in the message content (sent on the
 * wire as a "\ud800" JSON escape), and as a "\ud800" escape inside the content's own JSON.
 */
const ANSWERS = {
  raw: (network: string) =>
    JSON.stringify({ captions: [{ network, variant: 1, text: 'Fresh bread \uD800 every morning.' }] }),
  escaped: (network: string) =>
    `{"captions":[{"network":"${network}","variant":1,"text":"Fresh bread \\ud800 every morning."}]}`,
};
const EXPECTED = 'Fresh bread \uFFFD every morning.';

const STREAM = { accept: 'text/event-stream' };

/** The `result` event's data of a streamed answer, and every `caption` event's text. */
function readStream(body: string) {
  const events = [...body.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
    event: m[1],
    data: JSON.parse(m[2] ?? 'null'),
  }));
  return {
    result: events.find((e) => e.event === 'result')?.data,
    drafts: events.filter((e) => e.event === 'caption').map((e) => e.data.text as string),
  };
}

describe('a lone surrogate in the model output', () => {
  test.override('plan', 'premium');

  for (const [kind, answer] of Object.entries(ANSWERS)) {
    for (const stream of [false, true]) {
      test(`${kind}, ${stream ? 'streamed' : 'JSON'}: a generation answers 200 with U+FFFD and is saved in the history`, async ({
        model,
        member: { client },
      }) => {
        model.content = () => answer('linkedin');
        const res = await client.api('POST /api/functions/generate-captions', {
          body: BRIEF,
          headers: stream ? STREAM : {},
        });
        expect(res.status).toBe(200);
        let result: ApiResult<'POST /api/functions/generate-captions'>;
        if (stream) {
          const read = readStream(await res.text());
          result = read.result;
          expect(read.drafts.length).toBeGreaterThan(0);
          for (const draft of read.drafts) expect(draft.isWellFormed(), JSON.stringify(draft)).toBe(true);
        } else {
          result = await res.json();
        }
        expect(result.source).toBe('ai');
        expect(result.captions[0]?.text).toBe(EXPECTED);
        const history = await (await client.api('GET /api/history')).json();
        expect(history.items).toHaveLength(1);
        expect(history.items[0]?.captions[0]?.text).toBe(EXPECTED);
      });

      test(`${kind}, ${stream ? 'streamed' : 'JSON'}: a rework answers 200 with U+FFFD and is saved as a version`, async ({
        model,
        member: { client },
      }) => {
        model.content = () => answer('linkedin');
        expect((await client.api('POST /api/functions/generate-captions', { body: BRIEF })).status).toBe(200);
        const [entry] = (await (await client.api('GET /api/history')).json()).items;
        expect(entry).toBeDefined();
        const res = await client.api('POST /api/functions/rework-caption', {
          body: {
            text: 'Fresh bread every morning, on Rua Augusta.',
            network: 'linkedin',
            action: 'shorter',
            entryId: entry?.id,
          },
          headers: stream ? STREAM : {},
        });
        expect(res.status).toBe(200);
        const result: ApiResult<'POST /api/functions/rework-caption'> = stream
          ? readStream(await res.text()).result
          : await res.json();
        expect(result.source).toBe('ai');
        expect(result.caption.text).toBe(EXPECTED);
        const history = await (await client.api('GET /api/history')).json();
        expect(history.items[0]?.versions).toHaveLength(1);
        expect(history.items[0]?.versions[0]?.captions[0]?.text).toBe(EXPECTED);
      });
    }
  }
});
