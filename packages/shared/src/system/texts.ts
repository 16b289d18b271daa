// Texts of the demo store and of payment availability, apart from the zod schemas (public-config.ts)
// so that the web pages showing them do not pull zod in.

/** Said by the payment routes, by order creation and on the checkout page when a method cannot be used. */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available right now. Please choose Cash on Delivery.';

/** The banner of the demo store (written into every page by the server, decision 013). */
export const DEMO_BANNER_TEXT = 'Demo store: sandbox payments, no real money';
/** The same in Hindi: the banner is written in both languages, the page shows the one it is in. */
export const DEMO_BANNER_TEXT_HI = 'डेमो स्टोर: सैंडबॉक्स भुगतान, असली पैसा नहीं';
