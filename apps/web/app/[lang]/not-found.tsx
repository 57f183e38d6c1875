import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { missingPageMetadata } from '@/ui/not-found/MissingPage';
import { NotFoundView } from '@/ui/not-found/NotFoundView';
import { notFoundTexts } from '@/ui/not-found/not-found-texts';

/**
 * The 404 page (spec §2) as the browser draws it: after a client navigation to a missing page, and in place of
 * MissingPage's server-rendered copy once the app has started. It reads no request (not even the language
 * header), because Next renders it into every cached page of the layout; see NotFoundView.
 */
export default function NotFound() {
  return <NotFoundView texts={notFoundTexts()} />;
}

/**
 * A cached 404 page rendered again (when its time is up or its data changed) takes its metadata from here, not
 * from the page, because Next then knows the answer is a 404 before it starts.
 */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return missingPageMetadata(resolveLocale((await params).lang));
}
