export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (EventSource cannot POST).
 * Feed it decoded text; it returns the events completed so far and keeps the rest.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): SseEvent[] => {
    buffer += chunk.replace(/\r\n/g, '\n');
    const events: SseEvent[] = [];
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      boundary = buffer.indexOf('\n\n');
    }
    return events;
  };
}
