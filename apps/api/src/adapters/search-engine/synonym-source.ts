// The engines' copy of search_synonyms (migration 0015): read whole (a few hundred groups at most) and kept as a
// SynonymTable. The back office reloads it at once after a change (reload, through the change bus); every other
// process notices within MAX_AGE_MS, when a search finds its copy stale and reads the table again in the
// background — the search itself never waits on it once a first copy is in.
import { SynonymTable } from '@dukan/core/text/synonyms';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const MAX_AGE_MS = 10_000;

export class SynonymSource {
  private table: SynonymTable | null = null;
  private loadedAt = 0;
  private loading: Promise<SynonymTable> | null = null;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The current table: the first call waits for it, later ones get the copy in hand and refresh a stale one. */
  async current(): Promise<SynonymTable> {
    if (!this.table) return this.reload();
    if (Date.now() - this.loadedAt > MAX_AGE_MS) void this.reload().catch(this.onError);
    return this.table;
  }

  /** Reads the table again (after a change); concurrent calls share one read. */
  reload(): Promise<SynonymTable> {
    this.loading ??= this.read()
      .then((table) => {
        this.table = table;
        this.loadedAt = Date.now();
        return table;
      })
      .catch((error: unknown) => {
        // A database without the table yet (before migration 0015) searches without synonyms.
        this.onError(error);
        this.table ??= new SynonymTable([]);
        this.loadedAt = Date.now();
        return this.table;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async read(): Promise<SynonymTable> {
    const rows = await queryRows<{ terms: string[] | string }>(
      this.db,
      sql`SELECT to_json(terms) AS terms FROM search_synonyms ORDER BY id`,
    );
    return new SynonymTable(
      rows.map((r) => (typeof r.terms === 'string' ? (JSON.parse(r.terms) as string[]) : r.terms)),
    );
  }
}
