import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

export type SseEvent = EventSourceMessage;

/**
 * The events of a text/event-stream response body as they arrive — EventSource cannot POST,
 * so the generator reads the stream itself. The platform's TextDecoderStream decodes it (a
 * character split across chunks included) and eventsource-parser splits it by the HTML spec:
 * CR, LF or CRLF line ends, `:` comments, one optional space after the colon, multi-line
 * data, an event without data not dispatched. An event without an `event:` line has `event`
 * undefined (EventSource's "message").
 */
export function sseEvents(body: ReadableStream<Uint8Array<ArrayBuffer>>): ReadableStream<SseEvent> {
  return body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
}
