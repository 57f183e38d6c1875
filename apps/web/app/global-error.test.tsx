import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { namespaceMessages } from '@/i18n/text';
import { FATAL_ERROR_TEXT, localeOfPath } from '@/shell/fatal-error-text';

let pathname = '/ar/products';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
const { default: GlobalError } = await import('./global-error');

describe('the error page of a failed layout', () => {
  it('carries the same words as the messages files, in the three languages', () => {
    for (const locale of ['ku', 'ar', 'en'] as const) {
      const messages = namespaceMessages(locale, ['site', 'error']);
      for (const [key, value] of Object.entries(FATAL_ERROR_TEXT[locale])) {
        expect(value, `${locale}.${key}`).toBe((messages as Record<string, string>)[key]);
      }
    }
  });

  it('reads the language from the path', () => {
    expect(localeOfPath('/ar/products/3')).toBe('ar');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/ckb/offers')).toBe('ku');
    expect(localeOfPath('/fr/x')).toBe('ku');
    expect(localeOfPath(null)).toBe('ku');
  });

  it('renders a whole document in the language and direction of the path', () => {
    pathname = '/ar/products';
    const arabic = renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(FATAL_ERROR_TEXT.ar.error_title);
    expect(arabic).toContain('href="/ar"');
    pathname = '/ku/cart';
    expect(renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />)).toContain(
      '<html lang="ckb" dir="rtl">',
    );
    pathname = '/en';
    expect(renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />)).toContain(
      '<html lang="en" dir="ltr">',
    );
  });
});
