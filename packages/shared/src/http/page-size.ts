/** Products per listing page when the caller does not say (kept free of zod so the web can import it cheaply). */
export const DEFAULT_PAGE_SIZE = 24;
