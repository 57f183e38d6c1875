import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogueOf, MESSAGES, translator } from './messages';

describe('back-office texts', () => {
  it('finds the common texts and every feature folder with texts', () => {
    expect(Object.keys(MESSAGES)).toEqual(expect.arrayContaining(['common', 'auth']));
    expect(MESSAGES.common?.ku?.sign_out).toBe('چوونەدەرەوە');
  });

  it.each(Object.keys(MESSAGES))('%s has the same keys in ku, ar and en, and every text parses', (namespace) => {
    const { ku, ar, en } = MESSAGES[namespace]!;
    expect(ku, `${namespace}: ku`).toBeDefined();
    expect(Object.keys(ar ?? {}).sort(), `${namespace}: ar keys`).toEqual(Object.keys(en ?? {}).sort());
    expect(Object.keys(ku ?? {}).sort(), `${namespace}: ku keys`).toEqual(Object.keys(en ?? {}).sort());
    for (const [lang, table] of Object.entries({ ku, ar, en })) {
      for (const [key, message] of Object.entries(table ?? {})) {
        expect(message.trim(), `${namespace}.${key} (${lang}) is empty`).not.toBe('');
        expect(
          () => new IntlMessageFormat(message, lang === 'ku' ? 'ckb' : lang),
          `${namespace}.${key} (${lang})`,
        ).not.toThrow();
      }
    }
  });

  it('Kurdish and Arabic texts are written in Arabic script, not left in English', () => {
    for (const namespace of Object.keys(MESSAGES)) {
      for (const lang of ['ku', 'ar'] as const) {
        for (const [key, message] of Object.entries(MESSAGES[namespace]![lang] ?? {})) {
          // Texts that are only a placeholder ("{name}") have nothing to translate.
          if (!/[A-Za-z]/.test(message.replace(/\{\w+\}/g, ''))) continue;
          expect(/[\u0600-\u06FF]/.test(message), `${namespace}.${key} (${lang}): ${message}`).toBe(true);
        }
      }
    }
  });

  it('groups files by feature folder, common for the shared folder', () => {
    const catalogue = catalogueOf({
      './messages/en.json': { a: 'A' },
      '../features/staff/messages/ar.json': { b: 'ب' },
      '../features/staff/notes.json': { c: 'ignored' },
    });
    expect(catalogue).toEqual({ common: { en: { a: 'A' } }, staff: { ar: { b: 'ب' } } });
  });

  it('fills placeholders and picks Arabic plural forms', () => {
    const catalogue = catalogueOf({
      './messages/ar.json': {
        results: '{count, plural, one {نتيجة واحدة} two {نتيجتان} few {# نتائج} other {# نتيجة}}',
      },
      './messages/en.json': { hello: 'Hello {name}' },
    });
    expect(translator('en', 'common', catalogue)('hello', { name: 'Sara' })).toBe('Hello Sara');
    const ar = translator('ar', 'common', catalogue);
    expect(ar('results', { count: 1 })).toBe('نتيجة واحدة');
    expect(ar('results', { count: 2 })).toBe('نتيجتان');
    expect(ar('results', { count: 3 })).toMatch(/نتائج$/);
  });

  it('shows the key of a missing text instead of nothing', () => {
    expect(translator('en', 'common', {})('no_such_text')).toBe('no_such_text');
  });
});
