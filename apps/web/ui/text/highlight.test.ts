import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it('splits marked and plain runs', () => {
    expect(parseHighlight('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'b', highlighted: true },
      { text: ' c ', highlighted: false },
      { text: 'd', highlighted: true },
    ]);
  });

  it('keeps any other markup as text, so it can never become HTML', () => {
    const parts = parseHighlight('<img src=x onerror=alert(1)><mark><script>x</script></mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)>', highlighted: false },
      { text: '<script>x</script>', highlighted: true },
    ]);
  });

  it('survives stray and unclosed tags', () => {
    expect(parseHighlight('x</mark>y')).toEqual([{ text: 'x</mark>y', highlighted: false }]);
    expect(parseHighlight('x<mark>y')).toEqual([{ text: 'xy', highlighted: false }]);
    expect(parseHighlight('')).toEqual([]);
  });

  it('works with custom tags', () => {
    expect(parseHighlight('[[a]]b', '[[', ']]')).toEqual([
      { text: 'a', highlighted: true },
      { text: 'b', highlighted: false },
    ]);
  });
});
