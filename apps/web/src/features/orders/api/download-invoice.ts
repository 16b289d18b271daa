import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file name an order's invoice is saved under. */
export const invoiceFileName = (userOrderNumber: number) => `invoice-${userOrderNumber}.pdf`;

/** GET /api/orders/{orderId}/invoice.pdf, saved by the browser as invoice-N.pdf. */
export async function downloadInvoice(orderId: number, userOrderNumber: number): Promise<void> {
  saveFile(await apiDownload(commerceApiPaths.orderInvoice(orderId), { auth: true }), invoiceFileName(userOrderNumber));
}

/** GET /api/orders/{orderId}/credit-note.pdf (the credit note that reversed the invoice), saved as credit-note-N.pdf. */
export async function downloadCreditNote(orderId: number, userOrderNumber: number): Promise<void> {
  saveFile(await apiDownload(commerceApiPaths.orderCreditNote(orderId), { auth: true }), `credit-note-${userOrderNumber}.pdf`);
}
