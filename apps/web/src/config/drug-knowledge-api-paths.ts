/** The drug knowledge base's routes under /api/ai (decision 036). */
export const drugKnowledgeApiPaths = {
  /** GET: a product's monographs (the product page's drug information, loaded when scrolled near). */
  drugInfo: (productId: number | string) => `/api/ai/drug-info/${encodeURIComponent(String(productId))}`,
  /** POST { productIds }: the cart safety check (cart and checkout). */
  cartSafety: () => '/api/ai/cart-safety',
  /** POST { productIds } (signed in): the checkout against my prescriptions and recent orders (issue 23). */
  myMedicinesCheck: () => '/api/ai/my-medicines-check',
} as const;
