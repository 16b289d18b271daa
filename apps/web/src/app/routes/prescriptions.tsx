import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import type { MatchedProduct, Prescription } from '@dawa/shared/prescriptions/schemas';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { checkoutWithPrescription } from '@/config/paths';
import { SubstitutesList } from '@/features/catalog/components/substitutes-list';
import { addToCart } from '@/features/cart/hooks/add-to-cart';
import { PrescriptionsPage } from '@/features/prescriptions/components/prescriptions-page';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT('prescriptions');
  const navigate = useNavigate();
  /** Ordering an approved prescription: its medicines go in the cart, and the checkout opens with it attached. */
  const orderPrescription = (prescription: Prescription, products: MatchedProduct[]) => {
    for (const product of products) addMatchedProduct(product);
    void navigate(checkoutWithPrescription(prescription.id));
  };
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PrescriptionsPage
        onAddToCart={addMatchedProduct}
        onOrder={orderPrescription}
        renderSubstitutes={(productId) => <SubstitutesList productId={productId} headingLevel={3} />}
      />
    </>
  );
}
