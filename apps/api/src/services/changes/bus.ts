// The change bus this process uses: shared through Redis when REDIS_URL is set (every API and worker process
// hears every change), this process only otherwise (one process: nobody else to tell).
import type { Config } from '../../config';
import { createLocalChangeBus, type ChangeBus } from './index';
import { createRedisChangeBus } from './redis';

export function createChangeBus(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  onError: (error: unknown) => void,
): ChangeBus {
  if (!config.REDIS_URL) return createLocalChangeBus(onError);
  return createRedisChangeBus({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, onError });
}
