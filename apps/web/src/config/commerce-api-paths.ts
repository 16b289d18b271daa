import { toQueryString } from './paths';

/**
 * API endpoints of the shop's later steps (reviews, cart, checkout, orders, payments, deals,
 * newsletter), apart from `apiPaths` so that the app shell every first visit downloads does not carry them.
 */
export const commerceApiPaths = {
  /** GET (list; `query` from toQueryString) and POST (write or replace mine) of a product's reviews. */
  productReviews: (idOrSlug: string | number, query = '') => `/api/products/${encodeURIComponent(String(idOrSlug))}/reviews${query}`,
  productReviewStats: (idOrSlug: string | number) => `/api/products/${encodeURIComponent(String(idOrSlug))}/reviews/stats`,
  myProductReview: (idOrSlug: string | number) => `/api/products/${encodeURIComponent(String(idOrSlug))}/reviews/mine`,
  reviewHelpful: (reviewId: number) => `/api/reviews/${reviewId}/helpful`,
  cart: () => '/api/cart',
  cartMerge: () => '/api/cart/merge',
  cartQuote: () => '/api/cart/quote',
  applyPromo: () => '/api/apply-promo',
  deliveryEstimate: (pin: string) => `/api/delivery/estimate?pin=${encodeURIComponent(pin)}`,
  deals: () => '/api/deals',
  blog: () => '/api/blog',
  blogArticle: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  policy: (page: string) => `/api/policies/${encodeURIComponent(page)}`,
  newsletterConfirm: () => '/api/newsletter/confirm',
  newsletterUnsubscribe: () => '/api/newsletter/unsubscribe',
  addresses: () => '/api/addresses',
  address: (id: number) => `/api/addresses/${id}`,
  createOrder: () => '/api/orders/create',
  checkoutPrescriptions: (productIds: readonly number[]) =>
    `/api/checkout/prescriptions${toQueryString({ productIds: productIds.length > 0 ? productIds.join(',') : undefined })}`,
  orders: (page: number) => `/api/orders${toQueryString({ page: page > 1 ? page : undefined })}`,
  order: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}`,
  orderPaymentStatus: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/payment-status`,
  cancelOrder: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/cancel`,
  payAgain: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/pay-again`,
  dismissOrder: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/dismiss`,
  orderInvoice: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/invoice.pdf`,
  orderCreditNote: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/credit-note.pdf`,
  orderTracking: (orderId: number | string) => `/api/orders/${encodeURIComponent(String(orderId))}/tracking`,
  tracking: (page: number) => `/api/tracking${toQueryString({ page: page > 1 ? page : undefined })}`,
  phonePeInitiate: () => '/api/payments/phonepe/initiate',
  phonePeVerify: (merchantTransactionId: string) => `/api/payments/phonepe/verify/${encodeURIComponent(merchantTransactionId)}`,
  razorpayOrder: () => '/api/payments/razorpay/order',
  razorpayVerify: () => '/api/payments/razorpay/verify',
  paymentStatus: (merchantTransactionId: string) => `/api/payments/${encodeURIComponent(merchantTransactionId)}/status`,
  /** Demo mode and the payment methods available now (read by the checkout only). */
  publicConfig: () => '/api/config',
} as const;
