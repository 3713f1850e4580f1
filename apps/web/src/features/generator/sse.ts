export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as its chunks arrive — EventSource cannot POST, so
 * the generator reads the stream itself. Feed it decoded text; it returns the events
 * completed so far and keeps the rest for the next chunk. Follows the HTML spec's parsing:
 * CR, LF or CRLF line ends, `:` comments, one optional space after the colon, multi-line data.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): SseEvent[] => {
    buffer += chunk;
    // A CR at the very end may be the first half of a CRLF split across two chunks.
    const held = buffer.endsWith('\r') ? '\r' : '';
    const text = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n');
    const end = text.lastIndexOf('\n\n');
    if (end === -1) return [];
    buffer = text.slice(end + 2) + held;
    const events: SseEvent[] = [];
    for (const block of text.slice(0, end).split('\n\n')) {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}
