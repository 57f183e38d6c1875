// The built-in search engine: Meilisearch's search API answered from PostgreSQL/PGlite in two round trips
// (typo expansion of the query words through search_vocabulary, then one statement that matches, ranks,
// counts, pages, builds the hit documents and the facet counts). See docs/decisions/002.
// Matching, ranking, sorting, counting and facets read only the narrow product_search table (migration 0003);
// the wide products rows are read for the final page of hits alone.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseFilter, searchErrorBody, type SearchDocument, type SearchRequest } from '@dukan/core/search/index';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { documentJoins, documentJson } from './documents';
import { compileFilter, DISCOUNT_PERCENT_SQL } from './filter-sql';
import { indexProducts, reindexAll } from './indexer';
import {
  closeTsquery,
  exactTsquery,
  expandQueryWords,
  parseQueryWords,
  typoTsquery,
  wholeWordInTitleTsquery,
  wordTsquery,
  type QueryWord,
} from './query-words';
import { buildResponse, MAX_VALUES_PER_FACET, pageWindow } from './response';
import { SynonymSource } from './synonym-source';
import type { SearchEngine, SearchOutcome } from './types';

const SORT_COLUMNS: Record<string, { column: SQL; nullable: boolean }> = {
  price: { column: sql`p.price`, nullable: false },
  created_at: { column: sql`p.created_at`, nullable: false },
  sales_count: { column: sql`p.sales_count`, nullable: false },
  discount_percent: { column: DISCOUNT_PERCENT_SQL, nullable: false },
  best_seller_rank: { column: sql`p.best_seller_rank`, nullable: true },
};

/** Facet → the column kept in the matched set and how its values are named. */
const FACET_COLUMNS: Record<string, { column: SQL; name: string }> = {
  category_id: { column: sql`p.category_id`, name: 'f_category_id' },
  collection_id: { column: sql`p.collection_id`, name: 'f_collection_id' },
  brand: { column: sql`p.brand_id`, name: 'f_brand_id' },
  brand_id: { column: sql`p.brand_id`, name: 'f_brand_id' },
  in_stock: { column: sql`(p.stock > 0)`, name: 'f_in_stock' },
  discounted: { column: sql`coalesce(p.original_price > p.price, false)`, name: 'f_discounted' },
  price: { column: sql`p.price`, name: 'f_price' },
  values: { column: sql`p.value_ids`, name: 'f_value_ids' },
};

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

interface SearchRow {
  total: number;
  hits: SearchDocument[] | string;
  facets: Record<string, Record<string, number>> | string | null;
  price_stats: { min: number | null; max: number | null } | string | null;
}

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export class DatabaseSearchEngine implements SearchEngine {
  readonly name = 'database' as const;
  private readonly keyDigest: Buffer;
  readonly synonyms: SynonymSource;

  constructor(
    private readonly db: Database,
    private readonly apiKey: string,
    synonyms?: SynonymSource,
  ) {
    this.keyDigest = sha256(apiKey);
    this.synonyms = synonyms ?? new SynonymSource(db);
  }

  async reloadSynonyms(): Promise<void> {
    await this.synonyms.reload();
  }

  async publicKey(): Promise<string> {
    return this.apiKey;
  }

  acceptsKey(key: string): boolean {
    // Digests have equal length, so timingSafeEqual never throws and the key length does not leak.
    return timingSafeEqual(sha256(key), this.keyDigest);
  }

  indexProducts(productIds: number[]): Promise<void> {
    return indexProducts(this.db, productIds);
  }

  async reindexAll(): Promise<void> {
    await reindexAll(this.db);
    // A re-index follows a seed or an import, which can change these tables many times over before autovacuum
    // looks: with stale statistics the planner misjudged the documents' subqueries (a product's attribute values and
    // specifications) by orders of magnitude. Cheap (a sample), and only here, not per write.
    await this.db.execute(
      sql`ANALYZE products, product_search, product_attribute_values, product_specifications, specifications`,
    );
  }

  async health(): Promise<boolean> {
    try {
      await this.db.execute(sql`SELECT 1 FROM search_vocabulary LIMIT 1`);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {}

  async search(request: SearchRequest): Promise<SearchOutcome> {
    const started = performance.now();
    const parsed = parseFilter(request.filter);
    if (!parsed.ok)
      return { ok: false, status: 400, error: searchErrorBody('invalid_search_filter', parsed.error.message) };
    let filterSql: SQL | null = null;
    if (parsed.ast) {
      const compiled = compileFilter(parsed.ast);
      if (!compiled.ok)
        return { ok: false, status: 400, error: searchErrorBody('invalid_search_filter', compiled.message) };
      filterSql = compiled.sql;
    }

    const window = pageWindow(request);
    const words = await expandQueryWords(this.db, parseQueryWords(request.q, await this.synonyms.current()));
    const facets = [...new Set(request.facets ?? [])];
    const row = await this.runQuery({
      words,
      filterSql,
      sort: request.sort ?? [],
      facets,
      limit: window.limit,
      offset: window.offset,
    });
    const stats = row.price_stats ? json<{ min: number | null; max: number | null }>(row.price_stats) : null;
    const response = buildResponse(
      request,
      window,
      words,
      {
        documents: json<SearchDocument[]>(row.hits),
        total: Number(row.total),
        facetDistribution: json<Record<string, Record<string, number>>>(row.facets ?? {}) ?? {},
        priceStats: stats && stats.min !== null && stats.max !== null ? { min: stats.min, max: stats.max } : null,
      },
      started,
    );
    return { ok: true, data: response };
  }

  private async runQuery(input: {
    words: QueryWord[];
    filterSql: SQL | null;
    sort: string[];
    facets: string[];
    limit: number;
    offset: number;
  }): Promise<SearchRow> {
    const { words, filterSql, sort, facets, limit, offset } = input;
    const conditions: SQL[] = [];
    const rankColumns: SQL[] = [];
    const rankOrder: SQL[] = [];
    let wordsOrder: SQL[] = [];

    if (words.length > 0) {
      // A word's typo variants count only if the word is a real one to this catalogue: some product holds it (or
      // an alternative) anywhere, or a typo variant in its title or label (title_terms: search_terms' stripped
      // body words would match a weighted query too). A made-up word one letter from a description's word
      // matches nothing. The EXISTS is uncorrelated: PostgreSQL runs it once.
      const matches = (w: QueryWord, t: SQL) =>
        w.typoVariants.length > 0
          ? sql`(${t}.search_terms @@ ${wordTsquery(w)}::tsquery AND EXISTS (
                  SELECT 1 FROM product_search x
                   WHERE x.search_terms @@ ${closeTsquery(w)}::tsquery OR x.title_terms @@ ${typoTsquery(w)}::tsquery))`
          : sql`${t}.search_terms @@ ${closeTsquery(w)}::tsquery`;
      // search_terms is large and stored out of line: reading it per matched row for each ranking check
      // dominated the query. Checks that need the body ask the GIN indexes for the set of matching ids (a hashed
      // subplan); checks on the title alone read the small inline title_terms.
      const matchingIds = (condition: SQL) => sql`p.id IN (SELECT t.id FROM product_search t WHERE ${condition})`;
      const inSearchTerms = (tsquery: string) => sql`t.search_terms @@ ${tsquery}::tsquery`;
      // Meilisearch's "last" matching strategy: the first word must match; later words raise the rank.
      conditions.push(matches(words[0]!, sql`p`));
      if (words.length > 1) {
        const cases = [];
        for (let n = words.length; n >= 2; n--) {
          const all = words.slice(0, n).map((w) => matches(w, sql`t`));
          cases.push(sql`WHEN ${matchingIds(sql.join(all, sql` AND `))} THEN ${n}::int`);
        }
        rankColumns.push(sql`CASE ${sql.join(cases, sql` `)} ELSE 1 END AS r_words`);
        wordsOrder = [sql`r_words DESC`];
      }
      const withTypos = words.filter((w) => w.typoVariants.length > 0);
      if (withTypos.length > 0) {
        const close = withTypos.map((w) => sql`(${matchingIds(inSearchTerms(closeTsquery(w)))})::int`);
        rankColumns.push(sql`(${sql.join(close, sql` + `)}) AS r_typo`);
        rankOrder.push(sql`r_typo DESC`);
      }
      const inTitle = words.map((w) => wordTsquery(w, 'title'));
      if (words.length > 1) {
        rankColumns.push(sql`(p.title_terms @@ ${inTitle.join(' <-> ')}::tsquery)::int AS r_proximity`);
        rankOrder.push(sql`r_proximity DESC`);
      }
      // A word in the title counts two, in the category or brand name (label, weight B) one.
      const attribute = words.map(
        (w, i) => sql`CASE WHEN p.title_terms @@ ${inTitle[i]!}::tsquery THEN 2
                           WHEN p.title_terms @@ ${wordTsquery(w, 'label')}::tsquery THEN 1 ELSE 0 END`,
      );
      rankColumns.push(sql`(${sql.join(attribute, sql` + `)}) AS r_attribute`);
      rankOrder.push(sql`r_attribute DESC`);
      // The word as typed before its stem or synonyms, among matches equally placed (after attribute).
      const withAlternatives = words.filter((w) => w.alternatives.length > 0);
      if (withAlternatives.length > 0) {
        const exact = withAlternatives.map((w) => sql`(${matchingIds(inSearchTerms(exactTsquery(w)))})::int`);
        rankColumns.push(sql`(${sql.join(exact, sql` + `)}) AS r_stem`);
        rankOrder.push(sql`r_stem DESC`);
      }
      const whole = words.map((w) => sql`(p.title_terms @@ ${wholeWordInTitleTsquery(w)}::tsquery)::int`);
      rankColumns.push(sql`(${sql.join(whole, sql` + `)}) AS r_exact`);
      rankOrder.push(sql`r_exact DESC`);
    }
    if (filterSql) conditions.push(filterSql);

    const sortColumns: SQL[] = [];
    const sortOrder: SQL[] = [];
    sort.forEach((entry, i) => {
      const [attribute, direction] = entry.split(':') as [string, 'asc' | 'desc'];
      const spec = SORT_COLUMNS[attribute]!;
      sortColumns.push(sql`${spec.column} AS ${sql.raw(`s_${i}`)}`);
      // Documents without the value come last either way, as in Meilisearch.
      const nulls = spec.nullable ? ' NULLS LAST' : '';
      sortOrder.push(sql.raw(`s_${i} ${direction === 'asc' ? 'ASC' : 'DESC'}${nulls}`));
    });

    const facetColumns = new Map<string, SQL>();
    for (const facet of facets) {
      const spec = FACET_COLUMNS[facet];
      if (spec) facetColumns.set(spec.name, sql`${spec.column} AS ${sql.raw(spec.name)}`);
    }

    // An explicit sort orders the products that match the most words; relevance breaks ties.
    const order = sort.length
      ? [...wordsOrder, ...sortOrder, ...rankOrder, sql`id ASC`]
      : [...wordsOrder, ...rankOrder, sql`id ASC`];
    const selected = [sql`p.id`, ...rankColumns, ...sortColumns, ...facetColumns.values()];
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    // Materialize when the rows are read more than cheaply twice (ranking, facets); otherwise let the
    // planner run the count and an index-ordered page separately.
    const materialize = words.length > 0 || facets.length > 0 ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;

    const facetParts: SQL[] = [];
    for (const facet of facets) {
      if (facet === 'values') {
        facetParts.push(sql`'values', (SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (
          SELECT v.value_id::text AS k, count(*)::int AS n FROM matched m, unnest(m.f_value_ids) AS v(value_id)
           GROUP BY v.value_id ORDER BY n DESC, v.value_id LIMIT ${MAX_VALUES_PER_FACET}) f)`);
        continue;
      }
      const name = sql.raw(FACET_COLUMNS[facet]!.name);
      facetParts.push(sql`${facet}::text, (SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (
          SELECT ${name}::text AS k, count(*)::int AS n FROM matched WHERE ${name} IS NOT NULL
           GROUP BY ${name} ORDER BY n DESC, ${name} LIMIT ${MAX_VALUES_PER_FACET}) f)`);
    }
    const facetsSql = facetParts.length ? sql`json_build_object(${sql.join(facetParts, sql`, `)})` : sql`NULL::json`;
    const priceStats = facets.includes('price')
      ? sql`(SELECT json_build_object('min', min(f_price), 'max', max(f_price)) FROM matched)`
      : sql`NULL::json`;

    const statement = sql`
      WITH matched AS ${materialize} (
        SELECT ${sql.join(selected, sql`, `)}
          FROM product_search p
        ${where}
      ),
      page AS (
        SELECT coalesce(array_agg(id), '{}') AS ids FROM (
          SELECT id FROM matched ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit} OFFSET ${offset}
        ) ordered
      )
      SELECT (SELECT count(*) FROM matched)::int AS total,
             (SELECT coalesce(json_agg(d.doc ORDER BY d.ord), '[]'::json) FROM (
                SELECT u.ord, ${documentJson} AS doc
                  FROM page, unnest(page.ids) WITH ORDINALITY AS u(id, ord)
                  JOIN products p ON p.id = u.id ${documentJoins}
             ) d) AS hits,
             ${facetsSql} AS facets,
             ${priceStats} AS price_stats`;
    if (words.length === 0) return (await queryRows<SearchRow>(this.db, statement))[0]!;
    // For a word in most products the planner prefers reading product_search in full, which decompresses every
    // out-of-line search_terms (~0.6 s at 100k products); the GIN index answers without reading them at all.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(statement)) as unknown as { rows: SearchRow[] };
      return result.rows[0]!;
    });
  }
}
