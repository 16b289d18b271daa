import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import type { MatchedProduct } from '@dawa/shared/prescriptions/schemas';
import { PageMeta } from '@/components/ui/page-meta';
import { SubstitutesList } from '@/features/catalog/components/substitutes-list';
import { addToCart } from '@/features/cart/hooks/add-to-cart';
import { PrescriptionsPage } from '@/features/prescriptions/components/prescriptions-page';

/** Puts one unit of a prescribed medicine's product in the cart (the server prices it at checkout). */
function addMatchedProduct(product: MatchedProduct): void {
  addToCart({
    productId: product.id,
    variantId: null,
    quantity: 1,
    seenPricePaise: product.pricePaise,
    name: product.name,
    slug: product.slug,
    image: product.image,
    variantLabel: null,
    maxQuantity: MAX_LINE_QUANTITY,
  });
}

/** /prescriptions: My Prescriptions, with the cart's add and the catalogue's generic substitutes wired in. */
export default function PrescriptionsRoute() {
  return (
    <>
      <PageMeta title="My Prescriptions" description="Upload your prescriptions, see the medicines read from them and order them." />
      <PrescriptionsPage
        onAddToCart={addMatchedProduct}
        renderSubstitutes={(productId) => <SubstitutesList productId={productId} headingLevel={3} />}
      />
    </>
  );
}
