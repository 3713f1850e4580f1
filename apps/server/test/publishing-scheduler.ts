import { DEFAULT_POLICY, parseAllowList } from '../src/links';
import { createLogger } from '../src/logger';
import { createScheduler, sealKey } from '../src/publishing';
import { KEY } from './publishing-fakes';

/**
 * The publications' scheduler on a test's database, allowed to reach the fakes on `ports` and
 * reading secrets sealed with the fakes' KEY: tests tick it themselves (publishing-fakes.ts).
 */
export function testScheduler(database: Parameters<typeof createScheduler>[0]['database'], ports: number[]) {
  return createScheduler({
    database,
    logger: createLogger('silent'),
    policy: { ...DEFAULT_POLICY, allow: parseAllowList(ports.map((port) => `127.0.0.1:${port}`).join(',')) },
    key: sealKey(KEY),
  });
}
