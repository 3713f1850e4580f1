import net from 'node:net';

/** Shared by the tests that start real server processes (process.test.ts, postgres/*). */

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A free-plan brief: one network, short, one variant — allowed on every plan. */
export const BRIEF = {
  networks: ['linkedin'],
  postType: 'announcement',
  style: 'professional',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'Our new bakery opens on Monday with sourdough and coffee.',
};

/** What a fake OpenAI-compatible model answers to BRIEF (a chat completion with one caption). */
export function modelAnswer(): string {
  const captions = [
    { network: 'linkedin', variant: 1, text: 'A calm, finished caption about our new bakery.' },
  ];
  return JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify({ captions }) },
        finish_reason: 'stop',
      },
    ],
  });
}
