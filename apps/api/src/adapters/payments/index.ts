// Builds the FIB client from the configuration: the bank at FIB_BASE_URL, or the simulator under /dev/fib that
// the configuration points at outside production. No bank configured means no FIB payment method.
import type { Config } from '../../config';
import { createFibClient } from './fib';
import type { FibClient } from './types';

export type { FibClient, FibCreatedPayment, FibFailure, FibPaymentState, FibResult, FibStatus } from './types';
export { createFibClient, cutDescription, type FibClientOptions } from './fib';
export { fibSimulatorPlugin, type FibSimulatorOptions } from './fib-simulator';
export { isoDurationMs } from './iso-duration';

export function createFibClientFromConfig(
  config: Pick<Config, 'fib'>,
  deps: { fetchImpl?: typeof fetch; now?: () => Date; timeoutMs?: number } = {},
): FibClient | null {
  const { baseUrl, clientId, clientSecret } = config.fib;
  if (!baseUrl || !clientId || !clientSecret) return null;
  return createFibClient({ baseUrl, clientId, clientSecret, ...deps });
}
