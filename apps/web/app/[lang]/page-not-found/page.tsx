import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { renderedOnFirstVisit } from '@/lib/cache/pages';
import { MissingPage, missingPageMetadata } from '@/ui/not-found/MissingPage';

// An address under a language that no route has (`/ku/nope`, `/en/products/1/extra`): next.config.ts sends it
// here with a fallback rewrite, so the URL stays as typed and the response is the shop's 404 page. A catch-all
// route would be rendered per request, and a 404 from such a page comes without its HTML (see MissingPage);
// this one page per language is rendered once and then served from the cache.

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return missingPageMetadata(resolveLocale((await params).lang));
}

export default function PageNotFound() {
  return <MissingPage />;
}
