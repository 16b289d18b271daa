/**
 * Most units of one item in one order, and most distinct lines in one cart. A module of their own
 * (rules.ts re-exports them): the web's header reads the stored cart with them, and importing rules.ts
 * there would bring every commerce constant into the first download (decision 067).
 */
export const MAX_LINE_QUANTITY = 100;
export const MAX_CART_LINES = 50;
