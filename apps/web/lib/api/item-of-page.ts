// The one item a detail page is about (a product, a showroom, an article), read by the id in its URL.
import 'server-only';
import { notFound } from 'next/navigation';
import { parseWholeNumber } from '@/features/catalogue/url-state';
import type { Result } from './result';

/**
 * A malformed or unknown id is the shop's 404 page; any other failure is the error page, with `what` and the
 * id in the message so the log says which read failed.
 */
export async function itemOfPage<T>(rawId: string, what: string, read: (id: number) => Promise<Result<T>>): Promise<T> {
  const id = parseWholeNumber(decodeURIComponent(rawId));
  if (id === null || id < 1) notFound();
  const result = await read(id);
  if (!result.ok) {
    if (result.error.status === 404 || result.error.status === 400) notFound();
    throw new Error(`${what} ${id} could not be loaded (${result.error.status}): ${result.error.message}`);
  }
  return result.data;
}
