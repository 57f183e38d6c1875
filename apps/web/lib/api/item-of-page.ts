// The one item a detail page is about (a product, a showroom, an article), read by the id in its URL.
import 'server-only';
import { parseWholeNumber } from '@/features/catalogue/url-state';
import type { Result } from './result';

/**
 * The item, or null for a malformed or unknown id: the page then renders the shop's 404 page (MissingPage, not
 * notFound(); ui/not-found/MissingPage.tsx says why). Any other failure is the error page, with `what` and the
 * id in the message so the log says which read failed.
 */
export async function itemOfPage<T>(
  rawId: string,
  what: string,
  read: (id: number) => Promise<Result<T>>,
): Promise<T | null> {
  const id = parseWholeNumber(decodeURIComponent(rawId));
  if (id === null || id < 1) return null;
  const result = await read(id);
  if (!result.ok) {
    if (result.error.status === 404 || result.error.status === 400) return null;
    throw new Error(`${what} ${id} could not be loaded (${result.error.status}): ${result.error.message}`);
  }
  return result.data;
}
