import type { PurchaseActionsProps } from '@/components/products/product-actions';
import { PrescriptionCartNote, PurchaseButtons } from '@/features/cart/components/purchase-buttons';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-heart';

/** The product page's buying controls: add to cart, buy now, the wishlist and the prescription note; only add to cart in the phone's buy bar. */
export default function PurchaseActions(props: PurchaseActionsProps) {
  if (props.compact) return <PurchaseButtons {...props} />;
  return (
    <>
      <PurchaseButtons {...props} />
      <WishlistToggle product={props.product} />
      {props.product.requiresPrescription ? <PrescriptionCartNote /> : null}
    </>
  );
}
