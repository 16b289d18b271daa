import { adminApiPaths } from '@/config/admin-paths';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/admin/orders/{id}/invoice.pdf (audit-logged), saved by the browser as invoice-N.pdf like the customer's copy. */
export async function downloadOrderInvoice(orderId: number, userOrderNumber: number): Promise<void> {
  saveFile(await apiDownload(adminApiPaths.orderInvoice(orderId), { auth: true }), `invoice-${userOrderNumber}.pdf`);
}

/** GET /api/admin/orders/{id}/credit-note.pdf (audit-logged): the credit note that reversed the order's invoice. */
export async function downloadOrderCreditNote(orderId: number, userOrderNumber: number): Promise<void> {
  saveFile(await apiDownload(adminApiPaths.orderCreditNote(orderId), { auth: true }), `credit-note-${userOrderNumber}.pdf`);
}
