import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { OffersPage, offersMetadata } from '../offers';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

// `/{lang}/offers` without a query (the proxy rewrites it here): page 1, rendered once and served from the
// cache until the catalogue changes.
interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return offersMetadata(resolveLocale((await params).lang), 1);
}

export default async function FirstOffersPage({ params }: PageProps) {
  return <OffersPage locale={resolveLocale((await params).lang)} page={1} />;
}
