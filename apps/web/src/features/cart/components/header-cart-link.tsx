import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { headerBadge, headerIconButton } from '@/components/layouts/header-styles';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useCartCount } from '../store/cart-lines';

/** The header's cart icon with a badge of the total number of units (spec: header cart badge). */
export function HeaderCartLink() {
  const count = useCartCount();
  const t = useT('common');
  return (
    <Link to={paths.cart()} aria-label={t('header.cartItems', { count })} className={headerIconButton}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="cart-badge" className={headerBadge}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
