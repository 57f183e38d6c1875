import { LOCALES } from '@dukan/core/locales';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ku from '@/messages/ku.json';
import { compileMessage, formatMessage } from './format-message';
import { createTranslator, type Messages } from './translator';

const dictionaries = { ku, ar, en } as Record<(typeof LOCALES)[number], Messages>;

/** The argument names of an ICU message (the words right after an opening brace). */
const argumentsOf = (source: string) => [...new Set([...source.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))];

describe('formatMessage (the browser’s formatter)', () => {
  it('writes every message of every language as the server’s translator does', () => {
    for (const locale of LOCALES) {
      const messages = dictionaries[locale];
      const t = createTranslator(locale, messages);
      for (const [key, source] of Object.entries(messages) as [keyof Messages, string][]) {
        const names = argumentsOf(source);
        const samples: Record<string, string | number>[] = [0, 1, 2, 3, 5, 11, 100, 1234.5, 1_000_000].map((n) =>
          Object.fromEntries(names.map((a) => [a, n])),
        );
        samples.push(Object.fromEntries(names.map((a) => [a, 'IQD 1,000 «x»'])));
        for (const values of samples) {
          if (Object.values(values).some((v) => typeof v === 'string') && /plural/.test(source)) continue;
          expect(formatMessage(compileMessage(source), locale, values), `${locale} ${key}`).toBe(t(key, values));
        }
      }
    }
  });

  it('reads apostrophes, select and exact plural cases as ICU does', () => {
    const t = createTranslator('en', {
      a: "It''s '{'literal'}' and it's fine",
      b: '{kind, select, cash {Cash} other {Other}}',
      c: '{n, plural, =0 {none} one {# item} other {# items}}',
    } as unknown as Messages);
    const cases: [string, Record<string, string | number>][] = [
      ["It''s '{'literal'}' and it's fine", {}],
      ['{kind, select, cash {Cash} other {Other}}', { kind: 'cash' }],
      ['{kind, select, cash {Cash} other {Other}}', { kind: 'card' }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 1 }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 4 }],
    ];
    const keys = { "It''s '{'literal'}' and it's fine": 'a', '{kind, select, cash {Cash} other {Other}}': 'b' };
    for (const [source, values] of cases) {
      const key = (keys as Record<string, string>)[source] ?? 'c';
      expect(formatMessage(compileMessage(source), 'en', values)).toBe(t(key as keyof Messages, values));
    }
    expect(formatMessage(compileMessage("It''s '{'literal'}'"), 'en')).toBe("It's {literal}");
  });

  it('refuses what it does not read, so a new kind of message fails here and not in the browser', () => {
    expect(() => compileMessage('{d, date, short}')).toThrow(/does not read/);
    expect(() => compileMessage('{n, plural, offset:1 other {#}}')).toThrow(/offset/);
    expect(() => compileMessage('{n, plural, one {#}}')).toThrow(/other/);
  });

  it('shows a forgotten value as its placeholder', () => {
    expect(formatMessage(compileMessage('Page {page}'), 'en')).toBe('Page {page}');
  });
});
