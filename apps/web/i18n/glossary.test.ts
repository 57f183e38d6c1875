import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import ku from '@/messages/ku.json';
import { GLOSSARY } from './glossary';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

// The API's messages are objects `{ ku: '…', ar: '…', en: '…' }` in messages.ts and the per-domain files.
function apiMessages(language: 'ku' | 'ar'): { where: string; text: string }[] {
  const files = [
    'apps/api/src/http/messages.ts',
    ...readdirSync(`${root}apps/api/src/http/messages`)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `apps/api/src/http/messages/${f}`),
  ];
  const pattern = new RegExp(`\\b${language}:\\s*(['"\`])((?:\\\\.|(?!\\1).)*)\\1`, 'gs');
  return files.flatMap((file) => [...read(file).matchAll(pattern)].map((m) => ({ where: file, text: m[2]! })));
}

const matches = (text: string, variant: string | RegExp) =>
  typeof variant === 'string' ? text.includes(variant) : variant.test(text);

describe('glossary', () => {
  for (const language of ['ku', 'ar'] as const) {
    const storefront = Object.entries(language === 'ku' ? ku : ar).map(([key, text]) => ({ where: key, text }));
    const api = apiMessages(language);

    it(`finds the API's ${language} messages to check`, () => {
      expect(api.length).toBeGreaterThan(100);
    });

    it(`no ${language} message uses a variant the glossary rules out`, () => {
      const found: string[] = [];
      for (const entry of GLOSSARY) {
        for (const variant of entry.avoid[language]) {
          for (const { where, text } of [...storefront, ...api]) {
            if (matches(text, variant)) found.push(`${where}: «${text}» uses ${String(variant)} for ${entry.concept}`);
          }
        }
      }
      expect(found).toEqual([]);
    });

    it(`${language} messages that name a glossary concept use its term`, () => {
      const dictionary: Record<string, string> = language === 'ku' ? ku : ar;
      const missing: string[] = [];
      for (const entry of GLOSSARY) {
        // Arabic drops the article before a possessive or in a construct: «حسابي», «قسيمة الترحيب».
        const bare = language === 'ar' ? [entry.ar.replace(/^ال/, '')] : [];
        const forms = [entry[language], ...bare, ...(entry.forms?.[language] ?? [])];
        for (const key of entry.keys ?? []) {
          const text = dictionary[key]!;
          if (!forms.some((form) => text.includes(form)))
            missing.push(`${key}: «${text}» lacks «${forms.join('» or «')}»`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('writes tanween fath on the letter before the alef («فورًا», not «فوراً») in every Arabic message', () => {
    const adminArabic = JSON.parse(read('apps/admin/src/i18n/messages/ar.json')) as Record<string, unknown>;
    const admin = Object.entries(adminArabic).flatMap(([where, text]) =>
      typeof text === 'string' ? [{ where: `admin ${where}`, text }] : [],
    );
    const arabic = [...Object.entries(ar).map(([where, text]) => ({ where, text })), ...apiMessages('ar'), ...admin];
    expect(arabic.filter(({ text }) => text.includes('\u0627\u064B')).map(({ where }) => where)).toEqual([]);
    expect('فوراً'.includes('\u0627\u064B')).toBe(true);
  });

  it('is the table docs/glossary.md shows', () => {
    const doc = read('docs/glossary.md');
    for (const entry of GLOSSARY) {
      expect(doc, entry.concept).toContain(entry.ku);
      if (entry.ar) expect(doc, entry.concept).toContain(entry.ar);
    }
  });

  it('catches a variant (the check can fail)', () => {
    const wishlist = GLOSSARY.find((e) => e.concept === 'wishlist')!;
    expect(wishlist.avoid.ku.some((v) => matches('لیستی حەزەکانت', v))).toBe(true);
    const quantity = GLOSSARY.find((e) => e.concept === 'quantity')!;
    expect(quantity.avoid.ku.some((v) => matches('ژمارە: ٢', v))).toBe(true);
    expect(quantity.avoid.ku.some((v) => matches('ژمارەی تەلەفۆن', v))).toBe(false);
  });
});
