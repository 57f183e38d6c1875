// STUB: replaced by the seed work.
import type { SearchEngine } from '../../adapters/search-engine/types';
import type { DbHandle } from '../client';
export async function seedDemoShopIfEmpty(_handle: DbHandle, _search: SearchEngine): Promise<boolean> {
  return false;
}
