// Per-page metadata for search engines and link previews: the shop owner's meta entry for the page when
// there is one (GET /api/meta/bayad, editable without a deploy), else the page's own content; alternates
// in the three languages with x-default on the default language, and a canonical URL without the query.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { getMetaEntries } from '../api/catalogue';

/** Open Graph locales; Sorani is `ckb` (ICU's `ku` is Kurmanji). */
const OG_LOCALE: Record<Locale, string> = { ku: 'ckb_IQ', ar: 'ar_IQ', en: 'en_IQ' };

const DESCRIPTION_MAX = 160;

export interface PageMetadataInput {
  locale: Locale;
  /** Path after the language prefix, starting with `/` (`''` for the home page): `/contact`, `/products/12`. */
  path: string;
  /** Key of the page's meta entry (`home`, `products`, `contact`…); pages of one item usually have none. */
  metaPage?: string;
  /** The page's own title and description, used where the owner has not written a meta entry. */
  title: string;
  description?: string;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  openGraphType?: 'website' | 'article';
  /** Pages that must not be indexed (cart, checkout, account). */
  noIndex?: boolean;
}

/** Plain text of at most 160 characters, cut at a word boundary: descriptions may come from HTML content. */
export function toDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** Language alternates and the canonical URL of a page, relative to metadataBase (PUBLIC_URL). */
export function localeAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of LOCALES) languages[other] = `/${other}${path}`;
  languages['x-default'] = `/${DEFAULT_LOCALE}${path}`;
  return { canonical: `/${locale}${path}`, languages };
}

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const entries = input.metaPage ? await getMetaEntries(input.locale) : null;
  const entry = entries?.ok ? entries.data.find((e) => e.page === input.metaPage) : undefined;
  const title = entry?.title || input.title;
  const description = toDescription(entry?.description || input.description || '');
  const images = input.image ? [input.image] : undefined;
  return {
    // An owner's title is the whole title; a page's own title gets the shop's name from the layout's template.
    title: entry?.title ? { absolute: entry.title } : input.title,
    description: description || undefined,
    alternates: localeAlternates(input.locale, input.path),
    openGraph: {
      title,
      description: description || undefined,
      url: `/${input.locale}${input.path}`,
      type: input.openGraphType ?? 'website',
      locale: OG_LOCALE[input.locale],
      alternateLocale: LOCALES.filter((l) => l !== input.locale).map((l) => OG_LOCALE[l]),
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: description || undefined, images },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  };
}
