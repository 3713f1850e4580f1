import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('returns whole events only, across arbitrary chunk boundaries', () => {
    const parse = createSseParser();
    expect(parse('event: caption\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\n\nevent: notice\ndata: {"message":"m"}\n\nevent: res')).toEqual([
      { event: 'caption', data: '{"a":1}' },
      { event: 'notice', data: '{"message":"m"}' },
    ]);
    expect(parse('ult\ndata: line1\ndata: line2\n\n')).toEqual([{ event: 'result', data: 'line1\nline2' }]);
  });

  it('gives the same events whichever way the stream is cut', () => {
    const stream =
      'event: caption\r\ndata: {"network":"x","variant":1,"text":"Olá"}\r\n\r\n' +
      ': keep-alive\n\nevent: result\ndata: {"source":"basic"}\n\n';
    const whole = createSseParser()(stream);
    expect(whole).toEqual([
      { event: 'caption', data: '{"network":"x","variant":1,"text":"Olá"}' },
      { event: 'result', data: '{"source":"basic"}' },
    ]);
    for (let size = 1; size <= 7; size++) {
      const parse = createSseParser();
      const events = [];
      for (let i = 0; i < stream.length; i += size) events.push(...parse(stream.slice(i, i + size)));
      expect(events, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('follows the spec: CR line ends, comments, one optional space, default event name', () => {
    const parse = createSseParser();
    expect(parse('data:no space\r\rdata:  two spaces\n\n: just a comment\n\nevent: empty\n\n')).toEqual([
      { event: 'message', data: 'no space' },
      { event: 'message', data: ' two spaces' },
    ]);
  });
});
