import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_PRESCRIPTION_PARAM } from '@/config/paths';
import { cartStore, toApiLines, useCartLines } from '@/features/cart/store/cart-store';
import { useAppliedPromo } from '@/features/cart/store/promo-store';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { CartSafetyNotice } from '@/features/drug-knowledge/components/cart-safety-notice';
import { MyMedicinesNotice } from '@/features/drug-knowledge/components/my-medicines-notice';

/** /checkout: the cart and its promo code (cart feature) go to the checkout (checkout feature), with the cart safety check and the check against the customer's other medicines. */
export default function CheckoutRoute() {
  const stored = useCartLines();
  const lines = useMemo(() => toApiLines(stored), [stored]);
  const productIds = useMemo(() => lines.map((l) => l.productId), [lines]);
  const promo = useAppliedPromo();
  // Ordered from a prescription (/checkout?prescription={id}): that prescription starts attached.
  const prescriptionId = Number(useSearchParams()[0].get(CHECKOUT_PRESCRIPTION_PARAM) ?? '');
  const attached = useMemo(() => (Number.isInteger(prescriptionId) && prescriptionId > 0 ? [prescriptionId] : []), [prescriptionId]);
  return (
    <CheckoutPage
      lines={lines}
      promoCode={promo?.code ?? null}
      onPaid={() => cartStore.clear()}
      initialPrescriptionIds={attached}
      safetyNotice={
        <>
          <CartSafetyNotice productIds={productIds} />
          <MyMedicinesNotice productIds={productIds} />
        </>
      }
    />
  );
}
