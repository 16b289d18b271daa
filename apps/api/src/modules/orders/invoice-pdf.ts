import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OrderDetail } from '@dawa/shared/commerce/orders';
import { PAYMENT_METHOD_LABELS, PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import { formatDate } from './order-views.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.85, 0.88);

/** The invoice number printed on an order's invoice: one per order, never reused. */
export const invoiceNumberOf = (orderId: number) => `DAWA-INV-${String(orderId).padStart(6, '0')}`;

/**
 * The PDF standard fonts know only the Windows-1252 characters: '₹' becomes 'Rs.' and anything else
 * outside that set (Devanagari names, emoji) becomes '?', rather than failing the whole invoice.
 */
export function pdfSafe(text: string): string {
  return text
    .replaceAll('₹', 'Rs. ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const money = (paise: number) => pdfSafe(formatInr(paise));

interface Writer {
  page: PDFPage;
  y: number;
}

/** Renders the GST tax invoice of an order: seller, buyer, lines, totals (prices include GST). */
export async function renderInvoicePdf(order: OrderDetail, buyer: { email: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Tax invoice ${invoiceNumberOf(order.id)}`);
  doc.setAuthor(PHARMACY_NAME);
  doc.setCreationDate(new Date(order.orderDate));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w: Writer = { page: doc.addPage(A4), y: A4[1] - MARGIN };

  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: typeof INK; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = pdfSafe(value);
    const drawX = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    w.page.drawText(safe, { x: drawX, y: w.y, size, font, color: options.color ?? INK });
  };
  const rule = () => w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: A4[0] - MARGIN, y: w.y }, thickness: 0.6, color: RULE });
  const newLine = (height = 14) => {
    w.y -= height;
    if (w.y < MARGIN + 40) {
      w.page = doc.addPage(A4);
      w.y = A4[1] - MARGIN;
    }
  };
  const right = A4[0] - MARGIN;

  text('TAX INVOICE', MARGIN, { font: bold, size: 18 });
  text(PHARMACY_NAME, right, { font: bold, size: 14, alignRight: true });
  newLine(16);
  text('Online pharmacy, India', right, { color: MUTED, alignRight: true });
  newLine(24);
  rule();
  newLine(18);

  const facts: [string, string][] = [
    ['Invoice number', invoiceNumberOf(order.id)],
    ['Invoice date', formatDate(new Date(order.orderDate))],
    ['Order', `#${order.userOrderNumber}`],
    ['Payment', `${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus.replace('_', ' ')})`],
  ];
  if (order.transactionId) facts.push(['Transaction', order.transactionId]);
  for (const [label, value] of facts) {
    text(label, MARGIN, { color: MUTED });
    text(value, MARGIN + 110, { font: bold });
    newLine();
  }
  newLine(8);

  const addressLines = [
    order.shippingName,
    order.shippingStreet,
    [order.shippingCity, order.shippingState, order.shippingZip].filter(Boolean).join(', '),
    order.shippingCountry,
    `Phone: ${order.phone}`,
    ...(buyer.email ? [`Email: ${buyer.email}`] : []),
  ];
  text('Billing address', MARGIN, { font: bold });
  text('Shipping address', MARGIN + 260, { font: bold });
  newLine();
  for (const line of addressLines) {
    text(line.slice(0, 48), MARGIN);
    text(line.slice(0, 48), MARGIN + 260);
    newLine();
  }
  if (order.gstNumber) {
    text(`Customer GSTIN: ${order.gstNumber}`, MARGIN, { font: bold });
    newLine();
  }
  newLine(10);

  const columns = { item: MARGIN + 22, qty: 360, unit: 450, amount: right };
  text('#', MARGIN, { font: bold });
  text('Item', columns.item, { font: bold });
  text('Qty', columns.qty, { font: bold, alignRight: true });
  text('Unit price', columns.unit, { font: bold, alignRight: true });
  text('Amount', columns.amount, { font: bold, alignRight: true });
  newLine(8);
  rule();
  newLine(14);
  order.items.forEach((item, i) => {
    const name = item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName;
    text(String(i + 1), MARGIN);
    text(name.length > 52 ? `${name.slice(0, 51)}...` : name, columns.item);
    text(String(item.quantity), columns.qty, { alignRight: true });
    text(money(item.priceAtPurchasePaise), columns.unit, { alignRight: true });
    text(money(item.lineTotalPaise), columns.amount, { alignRight: true });
    newLine(16);
  });
  rule();
  newLine(18);

  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotalPaise)],
    [order.promoCode ? `Discount (${order.promoCode})` : 'Discount', order.discountPaise > 0 ? `-${money(order.discountPaise)}` : money(0)],
    ['Delivery', order.deliveryPaise > 0 ? money(order.deliveryPaise) : 'Free'],
  ];
  for (const [label, value] of totals) {
    text(label, columns.unit, { color: MUTED, alignRight: true });
    text(value, columns.amount, { alignRight: true });
    newLine();
  }
  text('Total', columns.unit, { font: bold, size: 12, alignRight: true });
  text(money(order.totalAmountPaise), columns.amount, { font: bold, size: 12, alignRight: true });
  newLine(28);
  text('Prices are inclusive of GST.', MARGIN);
  newLine();
  text('This is a computer-generated invoice and needs no signature.', MARGIN, { color: MUTED, size: 9 });
  return doc.save();
}
