import { describe, expect, it } from 'vitest';
import { type SseEvent, sseEvents } from './sse';

/** A response body that delivers `chunks` one by one, then the events read from it. */
async function read(chunks: readonly (string | Uint8Array<ArrayBuffer>)[]): Promise<SseEvent[]> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  const events: SseEvent[] = [];
  for (const reader = sseEvents(body).getReader(); ; ) {
    const { value, done } = await reader.read();
    if (done) return events;
    events.push(value);
  }
}

describe('sseEvents', () => {
  it('returns whole events only, across arbitrary chunk boundaries', async () => {
    expect(
      await read([
        'event: caption\ndata: {"a"',
        ':1}\n\nevent: notice\ndata: {"message":"m"}\n\nevent: res',
        'ult\ndata: line1\ndata: line2\n\n',
        // An event the stream never finished is dropped.
        'event: caption\ndata: {"cut":',
      ]),
    ).toEqual([
      { event: 'caption', data: '{"a":1}' },
      { event: 'notice', data: '{"message":"m"}' },
      { event: 'result', data: 'line1\nline2' },
    ]);
  });

  it('gives the same events whichever way the stream is cut, even inside a character', async () => {
    const stream =
      'event: caption\r\ndata: {"network":"x","variant":1,"text":"Olá"}\r\n\r\n' +
      ': keep-alive\n\nevent: result\ndata: {"source":"basic"}\n\n';
    const whole = await read([stream]);
    expect(whole).toEqual([
      { event: 'caption', data: '{"network":"x","variant":1,"text":"Olá"}' },
      { event: 'result', data: '{"source":"basic"}' },
    ]);
    const bytes = new TextEncoder().encode(stream);
    for (let size = 1; size <= 7; size++) {
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      expect(await read(chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it('follows the HTML event-stream format: CR line ends, comments, one optional space, default event name', async () => {
    const events = await read(['data:no space\r\rdata:  two spaces\n\n: just a comment\n\nevent: empty\n\n']);
    // No `event:` line: the default type ("message" in EventSource) is left undefined.
    expect(events).toEqual([{ data: 'no space' }, { data: ' two spaces' }]);
    expect(events.map((event) => event.event ?? 'message')).toEqual(['message', 'message']);
  });
});
