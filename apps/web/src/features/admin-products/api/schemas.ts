/** The shared admin product schemas, loaded on first use (responses are only checked outside production builds). */
export const loadAdminProductSchemas = () => import('@dawa/shared/admin/products');
