import { WishlistPage } from '@/features/basket/components/WishlistPage';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

// A shopper's own list: nothing for a search engine.
export const generateMetadata = privatePageMetadata('/wishlist', 'account', 'account_wishlist_title');

// Guests can open this one; the account's wishlist page (the same list) is for customers only.
export default function GuestWishlistPage({ params }: PageProps) {
  return <WishlistPage params={params} />;
}
