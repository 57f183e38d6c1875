import { describe, expect, it } from 'vitest';
import { answerBytes } from './response';

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
