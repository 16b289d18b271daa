/** The audit log's vocabulary, free of zod so that the dashboard's filters can import it cheaply. */

/**
 * What staff did. Later issues add their own (an order's 'status_change', a 'refund'); 'view' is a
 * staff member reading someone's private health data.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'role_change', 'status_change', 'refund', 'view'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What it was done to. */
export const AUDIT_ENTITY_TYPES = ['user', 'product', 'order', 'document', 'doctor', 'content', 'settings', 'prescription', 'appointment', 'health_report', 'support_conversation', 'stock_batch', 'payment'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const ADMIN_AUDIT_PAGE_SIZE = 25;
