import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every in-shop link. Unlike Next's Link it does not prefetch unless asked: Next fetches a payload for each
 * link that scrolls into view, so a page with a header, footer and product grid cost a dozen server renders
 * per view, paid in a shopper's mobile data and in main-thread time while the page was still hydrating
 * (measured with Lighthouse, decision 008).
 */
export function ShopLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
