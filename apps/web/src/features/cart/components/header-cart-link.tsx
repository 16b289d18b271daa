import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { headerBadge, headerIconButton } from '@/components/layouts/header-styles';
import { paths } from '@/config/paths';
import { useCartCount } from '../store/cart-store';

/** 'Cart, 3 items': the count is in the name because the badge is only drawn. */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart icon with a badge of the total number of units (spec: header cart badge). */
export function HeaderCartLink() {
  const count = useCartCount();
  return (
    <Link to={paths.cart()} aria-label={cartLinkLabel(count)} className={headerIconButton}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="cart-badge" className={headerBadge}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
