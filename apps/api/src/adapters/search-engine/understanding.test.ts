// How both built-in engines read what shoppers type (docs/decisions/012), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: swapped neighbours, ae typed as heh, Arabic and Sorani affixes, English plurals, synonyms from the
// table, title before category or brand before description, and made-up words that find nothing. Every answer is
// asked of both engines and must be the same.
import type { SearchRequest } from '@dukan/core/search/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { openTestDatabase, testBackends } from '../../test/databases';
import { DatabaseSearchEngine } from './database-engine';
import { FIXTURE_SQL } from './fixture.test-data';
import { MemorySearchEngine } from './memory-engine';

const KEY = 'understanding-test-key';

// A lamp whose description alone says fridge (the description tier), and lamps named in the plural.
const EXTRA_SQL = `
INSERT INTO products (id, sku, category_id, brand_id, title_ku, title_ar, title_en, description_ku, description_ar, description_en,
                      price, original_price, stock, created_at, sales_count, best_seller_rank) VALUES
  (9, 'LA-9', 3, NULL, 'چرای خوێندنەوە', 'مصباح قراءة', 'Reading Light', '', '', 'Small enough for a fridge top',
   30000, NULL, 4, '2024-01-09T10:00:00Z', 1, NULL),
  (10, 'LA-10', 3, NULL, 'چرا بۆ خوێندن', 'مصابيح للقراءة', 'Lamps for Reading', '', '', '',
   45000, NULL, 2, '2024-01-10T10:00:00Z', 0, NULL);`;

describe.each(testBackends)('how the engines read queries on %s', (backend) => {
  let handle: DbHandle;
  let database: DatabaseSearchEngine;
  let memory: MemorySearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL + EXTRA_SQL));
    database = new DatabaseSearchEngine(handle.db, KEY);
    memory = new MemorySearchEngine(handle.db, KEY, { pollIntervalMs: 50 });
    memory.start();
    await memory.reindexAll();
  });
  afterAll(async () => {
    await memory?.close();
    await handle?.close();
  });

  /** The ids both engines answer, after checking they answer alike. */
  async function ids(q: string, request: Partial<SearchRequest> = {}): Promise<number[]> {
    const answers = await Promise.all(
      [database, memory].map(async (engine) => {
        const outcome = await engine.search({ q, ...request } as SearchRequest);
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
        return outcome.data.hits.map((h) => h.id as number);
      }),
    );
    expect(answers[1], `memory engine on ${q}`).toEqual(answers[0]);
    return answers[0]!;
  }
  const sorted = async (q: string) => (await ids(q)).sort((a, b) => a - b);

  it('counts swapped neighbours as one typo, within the typo budget only', async () => {
    expect(await sorted('samsnug')).toEqual([1, 4]);
    expect(await sorted('wahsing')).toEqual([2]);
    expect(await sorted('ثلجاة')).toEqual([1, 5]);
    // Four letters allow no typo, a swap neither.
    expect(await ids('lmap ')).toEqual([]);
  });

  it('meets ae typed as heh anywhere in a Sorani word', async () => {
    expect(await sorted('ساردکهرهوه')).toEqual([1, 5]);
    expect(await sorted('فينككهرهوه')).toEqual([4]);
  });

  it('strips the Arabic article, attached letters and sound plurals', async () => {
    expect(await sorted('الثلاجة')).toEqual([1, 5]);
    expect(await sorted('ثلاجات')).toEqual([1, 5]);
    expect(await sorted('بالغسالة')).toEqual([2]);
  });

  it('strips Sorani definite, plural and ezafe suffixes', async () => {
    expect(await sorted('ساردکەرەوەکە')).toEqual([1, 5]);
    expect(await sorted('جلشۆرەکان')).toEqual([2]);
    expect(await sorted('مێزەکە')).toEqual([3]);
  });

  it('meets English plurals and singulars', async () => {
    expect(await ids('refrigerators')).toEqual([1, 5]);
    expect(await sorted('lamps')).toEqual([3, 10]);
    expect(await sorted('lamp')).toEqual([3, 10]);
    expect(await sorted('washer ')).toEqual([2]);
  });

  it('ranks the title before the category or brand name, and those before the description', async () => {
    // 5 says Fridge in its title, 1 only in its category's name (and description), 9 only in its description.
    expect(await ids('fridges ')).toEqual([5, 1, 9]);
  });

  it('ranks the word as typed before its stem among equally placed matches', async () => {
    // Both have the word in the title: 10 as typed, 3 as «Lamp», the query's stem. Without the rule, id decides.
    expect(await ids('lamps ')).toEqual([10, 3]);
    expect(await ids('lamp ')).toEqual([3, 10]);
  });

  it('returns nothing for a made-up word one letter from a word only descriptions hold', async () => {
    // «أجهزة» is in product 4's description alone: a real word finds it, a near miss does not.
    expect(await ids('أجهزة')).toEqual([4]);
    expect(await ids('اخهزة')).toEqual([]);
    // A near miss of a title word still finds it, and its description matches too.
    expect(await ids('refregirator')).toEqual([1, 5]);
  });

  it('widens a word to its synonyms once the table changes and the engines re-read it', async () => {
    expect(await ids('cooler ')).toEqual([]);
    await handle.db.execute(sql`INSERT INTO search_synonyms (terms) VALUES (ARRAY['cooler', 'مكيف'])`);
    await Promise.all([database.reloadSynonyms(), memory.reloadSynonyms()]);
    expect(await ids('cooler ')).toEqual([4]);
    // Through the stem of an inflected form of a group's word too.
    expect(await ids('coolers ')).toEqual([4]);
    await handle.db.execute(sql`DELETE FROM search_synonyms`);
    await Promise.all([database.reloadSynonyms(), memory.reloadSynonyms()]);
    expect(await ids('cooler ')).toEqual([]);
  });
});
