import { CampaignStreamSchema, GenerationStreamSchema, ReworkStreamSchema } from '@captia/shared';
import { z } from 'zod';

/** Any event of the writing routes' streams, as the shared contract declares them. */
const CONTRACT_EVENT = z.union([GenerationStreamSchema, ReworkStreamSchema, CampaignStreamSchema]);

/** A server-sent event stream's events, each with its JSON data (the API's streams send JSON). */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * The events of a stream's text. Each must be one the shared contract declares (its name and
 * its data's shape): a test that reads a stream also checks what the server wrote.
 */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    })
    .map((event) => {
      // Every stream a test reads is checked against the contract (contract/stream-events.ts).
      const checked = CONTRACT_EVENT.safeParse(event);
      if (!checked.success)
        throw new Error(`"${event.event}" event not in the contract: ${z.prettifyError(checked.error)}`);
      return event;
    });
}
