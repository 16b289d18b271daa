/** The shared admin contracts, loaded with the dashboard's own chunks (never by the app shell). */
export const loadAdminUserSchemas = () => import('@dawa/shared/admin/users');
export const loadAdminAuditSchemas = () => import('@dawa/shared/admin/audit');
export const loadMessageSchema = () => import('@dawa/shared/auth/schemas').then((m) => m.MessageResponseSchema);
