// STUB: replaced by the search-engine work.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SearchEngine } from './types';

export async function createSearchEngine(_config: Config, _db: Database): Promise<SearchEngine> {
  throw new Error('search engine not implemented yet');
}
