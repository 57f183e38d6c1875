import { describe, expect, it } from 'vitest';
import { foldSearchText, highlightText, searchWords } from './highlight';

describe('highlightText', () => {
  it('wraps the original spelling of words that match in folded form', () => {
    const matcher = { words: new Set([foldSearchText('ثلاجه')]), prefixes: [] };
    expect(highlightText('ثلاجة سامسونج', matcher)).toBe('<em>ثلاجة</em> سامسونج');
    const kurdish = { words: new Set(searchWords('رووناكي')), prefixes: [] };
    expect(highlightText('چرای ڕووناکی مێز', kurdish, '<b>', '</b>')).toBe('چرای <b>ڕووناکی</b> مێز');
  });

  it('keeps harakat, tatweel and ZWNJ inside the highlighted word and touches nothing else', () => {
    const matcher = { words: new Set([foldSearchText('ثلاجة')]), prefixes: [] };
    expect(highlightText('«ثَلّاجـة» <b>', matcher)).toBe('«<em>ثَلّاجـة</em>» <b>');
  });

  it('matches prefixes and Latin case', () => {
    expect(highlightText('Samsung Refrigerator', { words: new Set<string>(), prefixes: ['refri'] })).toBe(
      'Samsung <em>Refrigerator</em>',
    );
    expect(highlightText('Model ٢٠٢٤', { words: new Set(['2024']), prefixes: [] })).toBe('Model <em>٢٠٢٤</em>');
  });

  it('returns the text unchanged when nothing can match', () => {
    expect(highlightText('a b', { words: new Set<string>(), prefixes: [] })).toBe('a b');
  });
});
