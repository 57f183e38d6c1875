// Picks the search engine: an external Meilisearch when MEILISEARCH_URL and MEILISEARCH_API_KEY are set (kept
// in step through the search outbox, services/search-sync), otherwise the built-in engine SEARCH_ENGINE names:
// `memory` (an index in this process, loaded in the background while the database answers) or `database` (every
// query in SQL).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DatabaseSearchEngine } from './database-engine';
import { MeilisearchEngine } from './meilisearch';
import { MemorySearchEngine } from './memory-engine';
import type { SearchEngine } from './types';

export async function createSearchEngine(config: Config, db: Database): Promise<SearchEngine> {
  if (config.MEILISEARCH_URL && config.MEILISEARCH_API_KEY) {
    const engine = new MeilisearchEngine({ url: config.MEILISEARCH_URL, apiKey: config.MEILISEARCH_API_KEY }, db);
    await engine.configureIndex();
    // A fresh or emptied Meilisearch is filled before this process serves (several starting at once fill it once).
    await engine.fillIfEmpty();
    return engine;
  }
  if (config.SEARCH_ENGINE === 'memory') {
    const engine = new MemorySearchEngine(db, config.searchApiKey, {
      onError: (error) => console.error('in-memory search index:', error),
    });
    engine.start();
    return engine;
  }
  return new DatabaseSearchEngine(db, config.searchApiKey);
}

export type { SearchEngine } from './types';
