/** Every admin product list (any filter or page); refreshed after each write. */
export const adminProductsQueryKey = ['admin', 'products'] as const;
