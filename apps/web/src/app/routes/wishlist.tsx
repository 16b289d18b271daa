import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

export default function WishlistRoute() {
  return <WishlistPage />;
}
