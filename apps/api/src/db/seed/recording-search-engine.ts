// A SearchEngine for tests: records what the seed asks of it.
import type { SearchEngine } from '../../adapters/search-engine/types';

export function recordingSearchEngine(): SearchEngine & { reindexCalls: number } {
  return {
    name: 'database',
    reindexCalls: 0,
    async publicKey() {
      return 'test-key';
    },
    async indexProducts() {},
    async reindexAll() {
      this.reindexCalls++;
    },
    async health() {
      return true;
    },
    async close() {},
  };
}
