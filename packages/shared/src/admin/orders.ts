import { z } from 'zod';
import { OrderStatusSchema, PaymentMethodSchema, PaymentStatusSchema, TrackingEventSchema } from '../commerce/orders.ts';
import { pagedSchema } from '../http/pagination.ts';
import { isoDate, positiveIntParam } from '../http/primitives.ts';

/** Orders/Prescriptions section (issue 10): the staff's view of every order and its fulfilment steps. */

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ORDER_CHANGED_ELSEWHERE = 'This order was changed by someone else. Reload it and try again.';
export const cancelOrderConfirmation = (n: number) => `Are you sure you want to cancel Order #${n}? This action cannot be undone.`;

/** The steps staff take, in the order of the fulfilment path; 'cancel' refunds a paid order through its provider. */
export const ADMIN_ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'out_for_delivery', 'deliver', 'cancel', 'refund'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];
export const ADMIN_ORDER_ACTION_LABELS: Record<AdminOrderAction, string> = {
  confirm: 'Confirm',
  pack: 'Mark packed',
  ship: 'Ship',
  out_for_delivery: 'Out for delivery',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
};

/** GET /api/admin/orders: filters (all optional), newest first, paged. Dates are whole days in India time. */
export const AdminOrdersQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    paymentStatus: PaymentStatusSchema.optional(),
    paymentMethod: PaymentMethodSchema.optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    /** An order id, 'Order #N' / '#N' (the customer's number), or the customer's e-mail. */
    search: z.string().trim().max(254, 'Search must be at most 254 characters').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['to'] });
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  userOrderNumber: z.number().int(),
  customerEmail: z.string(),
  customerName: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  totalPaise: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
export const AdminOrderListResponseSchema = pagedSchema(AdminOrderSummarySchema);
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponseSchema>;

export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  customerPhone: z.string(),
  shippingAddress: z.string(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), unitPricePaise: z.number().int(), lineTotalPaise: z.number().int() }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      status: z.string(),
      amountPaise: z.number().int(),
      transactionId: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  events: z.array(TrackingEventSchema),
  /** The steps the state machine allows now (the panel offers only these). */
  allowedActions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /** Whether the order has a GST invoice (GET /api/admin/orders/:id/invoice.pdf answers it). */
  hasInvoice: z.boolean(),
  /** The credit note that reversed the invoice (GET /api/admin/orders/:id/credit-note.pdf), or null. */
  creditNoteNumber: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** POST /api/admin/orders/:id/status: the step, and the version of the order the staff member saw. Ship needs its courier and tracking number. */
export const AdminOrderStatusBodySchema = z
  .object({
    action: z.enum(ADMIN_ORDER_ACTIONS, 'Action must be one of confirm, pack, ship, out_for_delivery, deliver, cancel, refund'),
    version: z.number('Version is required').int('Version must be a whole number').min(0, 'Version must not be negative'),
    courier: text('Courier', 80).optional(),
    trackingNumber: text('Tracking number', 64).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action !== 'ship') return;
    if (!body.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Courier is required to ship an order' });
    if (!body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number is required to ship an order' });
  });
export type AdminOrderStatusBody = z.infer<typeof AdminOrderStatusBodySchema>;

export const AdminOrderStatusResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: AdminOrderDetailSchema });
export type AdminOrderStatusResponse = z.infer<typeof AdminOrderStatusResponseSchema>;

export const AdminOrderParamsSchema = z.object({ id: positiveIntParam('Order id', 2_147_483_647) }).strict();
