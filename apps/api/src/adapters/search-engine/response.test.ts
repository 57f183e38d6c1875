import type { SearchDocument, SearchRequest } from '@dukan/core/search/index';
import { foldSearchText } from '@dukan/core/search/highlight';
import { describe, expect, it } from 'vitest';
import { answerBytes, shapeHit } from './response';

describe('answerBytes', () => {
  const hit = (id: number) => ({
    id,
    title_ku: 'ساردکەرەوەی سامسۆنگ',
    title_en: 'Samsung "Fridge" \\ 400 L\n',
    price: 850000,
    brand: null,
    values: [1, 2],
    _formatted: { id, title_ku: '<em>ساردکەرەوەی</em> سامسۆنگ' },
  });

  it.each([
    [
      'an answer with hits and fields after them',
      { hits: [hit(1), hit(2)], query: 'سارد', limit: 20, meta: { next: 2 } },
    ],
    ['no hits', { hits: [], query: '', estimatedTotalHits: 0 }],
    ['hits alone', { hits: [hit(3)] }],
    ['hits not first', { query: 'x', hits: [hit(4)] }],
    ['no hits field', { message: 'nothing', code: 'x' }],
    ['a hit JSON leaves out', { hits: [undefined, hit(5)], query: 'x' }],
  ])('writes exactly JSON.stringify’s bytes: %s', (_, answer) => {
    const bytes = answerBytes(answer);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(answer));
    expect(bytes.length).toBe(Buffer.byteLength(JSON.stringify(answer)));
  });
});

describe('hits shaped from kept document JSON', () => {
  const document = (id: number, extra: Record<string, unknown> = {}) =>
    ({
      id,
      sku: `FR-${id}`,
      title_ku: 'ساردکەرەوەی سامسۆنگ ٤٠٠ لیتر',
      title_ar: 'ثلاجة سامسونج "كبيرة"',
      title_en: 'Samsung Refrigerator 400 L \\ two\tdoors 😀',
      description_en: 'A large family fridge',
      category: { id: 1, title_en: 'Fridges', collection_id: 1 },
      brand: null,
      price: 850000,
      original_price: null,
      discount_percent: 12.5,
      in_stock: true,
      images: ['/p/a.webp', '/p/b.webp'],
      values: [],
      public_specifications: [{ id: 1, title_en: 'Height', value_en: '180 cm' }],
      created_at: '2024-01-05T10:00:00.000Z',
      ...extra,
    }) as unknown as SearchDocument;
  const matcher = (words: string[], prefixes: string[] = []) => ({
    words: new Set(words.map(foldSearchText)),
    prefixes: prefixes.map(foldSearchText),
  });
  const titles = ['title_ku', 'title_ar', 'title_en'];

  it.each<[string, Partial<SearchRequest>, ReturnType<typeof matcher>]>([
    ['highlighted titles', { attributesToHighlight: titles }, matcher(['سامسونج', 'samsung'])],
    ['nothing to highlight in them', { attributesToHighlight: titles }, matcher(['lamp'])],
    [
      'every field, custom tags',
      { attributesToHighlight: ['*'], highlightPreTag: '<b class="x">' },
      matcher(['fridge']),
    ],
    ['no highlighting', {}, matcher(['samsung'])],
    ['every field retrieved', { attributesToRetrieve: ['*'], attributesToHighlight: ['sku'] }, matcher([], ['fr'])],
    [
      'some fields retrieved',
      { attributesToRetrieve: ['title_en', 'id'], attributesToHighlight: titles },
      matcher(['samsung']),
    ],
  ])('match JSON.stringify byte for byte: %s', (_, request, words) => {
    const docs = [document(1), document(2, { brand: { id: 3, title_en: 'Sam"sung' }, gone: undefined })];
    for (let round = 0; round < 2; round++) {
      // The second round reads the documents' kept JSON.
      const hits = docs.map((doc) => shapeHit(doc, { q: 'x', ...request } as SearchRequest, words));
      const answer = { hits, query: 'x', estimatedTotalHits: 2 };
      expect(answerBytes(answer).toString('utf8')).toBe(JSON.stringify(answer));
    }
  });

  it('writes a changed document anew (a new document object)', () => {
    const request = { q: 'x', attributesToHighlight: titles } as SearchRequest;
    const before = { hits: [shapeHit(document(7), request, matcher(['samsung']))] };
    expect(answerBytes(before).toString('utf8')).toBe(JSON.stringify(before));
    const after = { hits: [shapeHit(document(7, { price: 1 }), request, matcher(['samsung']))] };
    expect(answerBytes(after).toString('utf8')).toBe(JSON.stringify(after));
    expect(JSON.parse(answerBytes(after).toString('utf8')).hits[0].price).toBe(1);
  });
});
