import 'server-only';
import type { Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getText } from '@/i18n/text';
import { NotFoundView } from './NotFoundView';
import { notFoundTexts } from './not-found-texts';

// What a page renders when the thing its URL names does not exist (an unknown product, article, showroom or
// site page, or an address no route has), instead of calling notFound() itself.
//
// Why: Next 16 answers a notFound() thrown while a page renders with an empty document (`<html id="__next_error__">`
// and no body) and draws the 404 page only once the browser has run the app's scripts. A shopper on a slow phone
// who follows an old link stares at a blank screen; without scripts the page stays blank.
//
// How: the call is made inside a Suspense boundary whose fallback is the 404 view. React's server renderer has no
// error boundaries: it writes the fallback into the HTML, inside the shop's header and footer, and leaves the
// boundary to the browser. Next still sees the call, so the response is a 404. In the browser
// the call reaches the language layout's not-found boundary (app/[lang]/not-found.tsx), which draws the same view.
//
// Only on pages served from the cache (`renderedOnFirstVisit`): Next renders those whole before it answers. A page
// rendered per request streams, and its status (200) would be sent before the call.

function CallNotFound(): never {
  notFound();
}

/** The shop's 404 page, in the HTML, with a 404 status. */
export function MissingPage() {
  return (
    <Suspense fallback={<NotFoundView texts={notFoundTexts()} />}>
      <CallNotFound />
    </Suspense>
  );
}

/** The metadata of a MissingPage: its title (Next adds `noindex` to every 404 itself). */
export function missingPageMetadata(locale: Locale): Metadata {
  return { title: getText(locale, 'site')('site_not_found_title') };
}
