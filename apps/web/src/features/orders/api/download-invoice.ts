import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiDownload } from '@/lib/api-client';

/** The file name an order's invoice is saved under. */
export const invoiceFileName = (userOrderNumber: number) => `invoice-${userOrderNumber}.pdf`;

/** GET /api/orders/{orderId}/invoice.pdf, saved by the browser as invoice-N.pdf. */
export async function downloadInvoice(orderId: number, userOrderNumber: number): Promise<void> {
  const blob = await apiDownload(commerceApiPaths.orderInvoice(orderId), { auth: true });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = invoiceFileName(userOrderNumber);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
