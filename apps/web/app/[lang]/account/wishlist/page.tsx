import { WishlistPage } from '@/features/basket/components/WishlistPage';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/wishlist', 'account', 'account_wishlist_title');

export default function AccountWishlistPage({ params }: PageProps) {
  return <WishlistPage params={params} />;
}
