import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import type { MatchedProduct, Prescription } from '@dawa/shared/prescriptions/schemas';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { checkoutWithPrescription } from '@/config/paths';
import { SubstitutesList } from '@/features/catalog/components/substitutes-list';
import { addToCart } from '@/features/cart/hooks/add-to-cart';
import { PrescriptionsPage } from '@/features/prescriptions/components/prescriptions-page';
import { useT } from '@/lib/i18n/use-t';

/** Puts packs of a prescribed medicine's product in the cart (one unless told; the server prices it at checkout). */
function addMatchedProduct(product: MatchedProduct, quantity = 1): void {
  addToCart({
    productId: product.id,
    variantId: null,
    quantity: Math.min(Math.max(1, quantity), MAX_LINE_QUANTITY),
    seenPricePaise: product.pricePaise,
    name: product.name,
    slug: product.slug,
    image: product.image,
    variantLabel: null,
    maxQuantity: MAX_LINE_QUANTITY,
  });
}

/**
 * The packs a doctor's e-prescription orders of a product (its course, e.g. 1-0-0 × 30 days of a strip
 * of 15 is 2; summed when it is named twice); an uploaded one's quantity is what was read, so 1.
 */
function prescribedPacks(prescription: Prescription, productId: number): number {
  if (prescription.source !== 'e_prescription') return 1;
  return prescription.medicines.filter((m) => m.product?.id === productId).reduce((sum, m) => sum + (m.quantity ?? 0), 0) || 1;
}

/** /prescriptions: My Prescriptions, with the cart's add and the catalogue's generic substitutes wired in. */
export default function PrescriptionsRoute() {
  const t = useT('prescriptions');
  const navigate = useNavigate();
  /** Ordering an approved prescription: its medicines go in the cart, and the checkout opens with it attached. */
  const orderPrescription = (prescription: Prescription, products: MatchedProduct[]) => {
    for (const product of products) addMatchedProduct(product, prescribedPacks(prescription, product.id));
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
