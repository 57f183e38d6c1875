// Tells every storefront process that data changed (a change-bus subscriber): one signed POST per storefront
// to its /internal/revalidate, so the next page view reads fresh data instead of a cached copy up to 60 s old.
// A storefront that does not answer in time is logged and otherwise ignored: its cache still expires by itself.
import { REVALIDATE_PATH, REVALIDATE_SIGNATURE_HEADER, signRevalidation } from '@dukan/core/cache/revalidation';
import type { ChangeBus } from './index';

const TIMEOUT_MS = 2_000;

export function tellStorefronts(
  changes: ChangeBus,
  settings: { urls: string[]; secret: string | undefined; fetchImpl?: typeof fetch; now?: () => number },
  onError: (url: string, error: unknown) => void,
): () => void {
  const { urls, secret } = settings;
  if (!secret || urls.length === 0) return () => {};
  const fetchImpl = settings.fetchImpl ?? fetch;
  const now = settings.now ?? Date.now;
  // Told by the process where the change happened only: every API process would otherwise post the same change.
  return changes.subscribe(
    async (tags) => {
      const body = JSON.stringify({ tags, at: now() });
      const signature = signRevalidation(secret, body);
      await Promise.all(
        urls.map(async (url) => {
          try {
            const res = await fetchImpl(`${url}${REVALIDATE_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: signature },
              body,
              signal: AbortSignal.timeout(TIMEOUT_MS),
            });
            if (!res.ok) onError(url, new Error(`storefront answered ${res.status}`));
          } catch (error) {
            onError(url, error);
          }
        }),
      );
    },
    { scope: 'origin' },
  );
}
