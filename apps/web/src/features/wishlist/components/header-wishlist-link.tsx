import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { headerIconButton } from '@/components/layouts/header-styles';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useWishlist } from '../store/wishlist-store';

/** The header's link to /wishlist; its name tells how many products are saved. */
export function HeaderWishlistLink() {
  const count = useWishlist().length;
  const t = useT('common');
  return (
    <Link to={paths.wishlist()} aria-label={count > 0 ? t('header.wishlistSaved', { count }) : t('header.wishlist')} className={headerIconButton}>
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}
