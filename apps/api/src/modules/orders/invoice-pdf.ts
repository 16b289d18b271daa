// fontkit's Devanagari shaping uses generator functions compiled for regenerator: without its runtime
// loaded first, any Hindi text throws 'regeneratorRuntime is not defined' (care-side-notes).
import 'regenerator-runtime/runtime.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PAYMENT_METHOD_LABELS, PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import type { InvoiceDocument } from './invoice-document.ts';
import { formatDate } from './order-views.ts';

/**
 * Every text of the invoice, in one place per language (English now; a Hindi catalogue is a second
 * entry of the same shape, decision 030). The heading is bilingual already, as Indian invoices often
 * are, and proves the embedded font renders Devanagari.
 */
export const INVOICE_TEXTS = {
  en: {
    title: 'TAX INVOICE',
    titleHindi: 'कर बीजक',
    subtitle: 'Cash / credit memo for the sale of drugs',
    brandHindi: 'दवा',
    demoSeller: 'DEMO STORE: made-up seller details, not a valid tax invoice (set SELLER_* to issue real ones).',
    gstin: 'GSTIN',
    drugLicences: 'Drug licence nos.',
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Invoice date',
    order: 'Order',
    orderDate: 'Order date',
    payment: 'Payment',
    transaction: 'Transaction',
    placeOfSupply: 'Place of supply',
    placeAssumed: "(no state in the address: seller's state)",
    billTo: 'Billed and shipped to',
    buyerGstin: 'Customer GSTIN',
    phone: 'Phone',
    email: 'Email',
    columns: {
      n: '#',
      item: 'Item',
      hsn: 'HSN',
      batch: 'Batch / Expiry',
      qty: 'Qty',
      rate: 'Rate',
      taxable: 'Taxable',
      gst: 'GST %',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      amount: 'Amount',
    },
    noBatch: 'not recorded',
    expiry: 'Exp',
    delivery: 'Delivery charges',
    discount: (code: string | null) => (code ? `Discount (${code}), shared over the lines` : 'Discount, shared over the lines'),
    totals: { taxable: 'Taxable value', cgst: 'CGST', sgst: 'SGST', igst: 'IGST', total: 'Total (GST included)' },
    inWords: 'Amount in words',
    pricesInclusive: 'Prices include GST. Taxable value = price × 100 / (100 + GST rate), rounded to the paisa.',
    reverseCharge: 'Tax payable on reverse charge: No.',
    pharmacist: 'Dispensed under the supervision of a registered pharmacist.',
    computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  },
} as const;

type InvoiceTexts = (typeof INVOICE_TEXTS)['en'];

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const RIGHT = A4[0] - MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.85, 0.88);
const WARN = rgb(0.7, 0.1, 0.1);

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;

/** Noto Sans Devanagari (OFL, from npm): Latin, ₹ and Devanagari in one face; read once per process. */
function fonts(): { regular: Uint8Array; bold: Uint8Array } {
  fontBytes ??= {
    regular: fs.readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: fs.readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  };
  return fontBytes;
}

const money = (paise: number) => formatInr(paise);
const expiryOf = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

interface Writer {
  page: PDFPage;
  y: number;
}

/**
 * Renders the GST tax invoice that doubles as the drug sale memo: seller with GSTIN and drug licences,
 * invoice number, place of supply, per line HSN, batch and expiry, quantity, rate, taxable value, GST
 * rate, CGST + SGST or IGST, totals and the amount in words. The font is embedded (subset), so '₹'
 * and Hindi print as themselves.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, texts: InvoiceTexts = INVOICE_TEXTS.en): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${texts.title} ${invoice.invoiceNumber}`);
  doc.setAuthor(invoice.seller.name);
  doc.setCreationDate(invoice.issuedAt);
  // subset: with the whole font, Devanagari conjuncts render broken (care-side-notes).
  const regular = await doc.embedFont(fonts().regular, { subset: true });
  const bold = await doc.embedFont(fonts().bold, { subset: true });
  const w: Writer = { page: doc.addPage(A4), y: A4[1] - MARGIN };

  type TextOptions = { font?: PDFFont; size?: number; color?: typeof INK; alignRight?: boolean; maxWidth?: number };
  const fit = (value: string, font: PDFFont, size: number, maxWidth?: number) => {
    if (!maxWidth || font.widthOfTextAtSize(value, size) <= maxWidth) return value;
    let cut = value;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const text = (value: string, x: number, options: TextOptions = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 8.5;
    const shown = fit(value, font, size, options.maxWidth);
    const drawX = options.alignRight ? x - font.widthOfTextAtSize(shown, size) : x;
    w.page.drawText(shown, { x: drawX, y: w.y, size, font, color: options.color ?? INK });
  };
  const rule = () => w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 0.6, color: RULE });
  const newLine = (height = 12) => {
    w.y -= height;
    if (w.y < MARGIN + 30) {
      w.page = doc.addPage(A4);
      w.y = A4[1] - MARGIN;
    }
  };

  // Seller and title.
  text(texts.title, MARGIN, { font: bold, size: 16 });
  text(`${PHARMACY_NAME} · ${texts.brandHindi}`, RIGHT, { font: bold, size: 13, alignRight: true });
  newLine(16);
  text(texts.titleHindi, MARGIN, { font: bold, size: 11 });
  text(invoice.seller.name, RIGHT, { alignRight: true });
  newLine();
  text(texts.subtitle, MARGIN, { color: MUTED });
  text(invoice.seller.address, RIGHT, { alignRight: true, maxWidth: 330 });
  newLine();
  text(`${texts.gstin}: ${invoice.seller.gstin}  (${invoice.seller.state.name}, ${invoice.seller.state.code})`, RIGHT, {
    alignRight: true,
  });
  newLine();
  text(`${texts.drugLicences}: ${invoice.seller.drugLicences}`, RIGHT, { alignRight: true, maxWidth: 400 });
  newLine(14);
  if (invoice.seller.demo) {
    text(texts.demoSeller, MARGIN, { font: bold, color: WARN });
    newLine(14);
  }
  rule();
  newLine(14);

  // Invoice facts on the left, the buyer on the right.
  const facts: [string, string][] = [
    [texts.invoiceNumber, invoice.invoiceNumber],
    [texts.invoiceDate, formatDate(invoice.issuedAt)],
    [texts.order, `#${invoice.userOrderNumber} · ${formatDate(invoice.orderDate)}`],
    [texts.payment, `${PAYMENT_METHOD_LABELS[invoice.paymentMethod]} (${invoice.paymentStatus.replaceAll('_', ' ')})`],
    ...(invoice.transactionId ? [[texts.transaction, invoice.transactionId] as [string, string]] : []),
    [
      texts.placeOfSupply,
      `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})${invoice.placeOfSupply.assumed ? ` ${texts.placeAssumed}` : ''}`,
    ],
  ];
  const b = invoice.buyer;
  const buyerLines = [
    b.name,
    b.street,
    [b.city, b.state, b.zip].filter(Boolean).join(', '),
    b.country,
    `${texts.phone}: ${b.phone}`,
    ...(b.email ? [`${texts.email}: ${b.email}`] : []),
    ...(b.gstin ? [`${texts.buyerGstin}: ${b.gstin}`] : []),
  ];
  const buyerX = 330;
  text(texts.billTo, buyerX, { font: bold });
  for (let i = 0; i < Math.max(facts.length, buyerLines.length + 1); i++) {
    const fact = facts[i];
    if (fact) {
      text(fact[0], MARGIN, { color: MUTED });
      text(fact[1], MARGIN + 80, { font: bold, maxWidth: buyerX - MARGIN - 90 });
    }
    const buyerLine = i === 0 ? undefined : buyerLines[i - 1];
    if (buyerLine) text(buyerLine, buyerX, { maxWidth: RIGHT - buyerX });
    newLine();
  }
  newLine(6);

  // The lines.
  const c = texts.columns;
  const col = {
    n: MARGIN,
    item: MARGIN + 12,
    hsn: 174,
    batch: 204,
    qty: 300,
    rate: 346,
    taxable: 396,
    gst: 424,
    tax1: 466,
    tax2: 508,
    amount: RIGHT,
  };
  const size = 7.5;
  const head = (value: string, x: number, alignRight = true) => text(value, x, { font: bold, size, alignRight });
  head(c.n, col.n, false);
  head(c.item, col.item, false);
  head(c.hsn, col.hsn, false);
  head(c.batch, col.batch, false);
  head(c.qty, col.qty);
  head(c.rate, col.rate);
  head(c.taxable, col.taxable);
  head(c.gst, col.gst);
  if (invoice.interState) head(c.igst, col.tax2);
  else {
    head(c.cgst, col.tax1);
    head(c.sgst, col.tax2);
  }
  head(c.amount, col.amount);
  newLine(6);
  rule();
  newLine(11);

  const taxCells = (tax: { cgstPaise: number; sgstPaise: number; igstPaise: number }) => {
    if (invoice.interState) text(money(tax.igstPaise), col.tax2, { size, alignRight: true });
    else {
      text(money(tax.cgstPaise), col.tax1, { size, alignRight: true });
      text(money(tax.sgstPaise), col.tax2, { size, alignRight: true });
    }
  };
  invoice.taxedItems.forEach((item, i) => {
    text(String(i + 1), col.n, { size });
    text(item.name, col.item, { size, maxWidth: col.hsn - col.item - 4 });
    text(item.hsnCode, col.hsn, { size });
    const [first, ...more] = item.batches;
    const batchCell = (batch: { batchNumber: string; expiryDate: string; quantity: number }) =>
      `${batch.batchNumber} ${texts.expiry} ${expiryOf(batch.expiryDate)}${more.length > 0 ? ` × ${batch.quantity}` : ''}`;
    text(first ? batchCell(first) : texts.noBatch, col.batch, { size, color: first ? INK : MUTED });
    text(String(item.quantity), col.qty, { size, alignRight: true });
    text(money(item.unitPricePaise), col.rate, { size, alignRight: true });
    text(money(item.tax.taxablePaise), col.taxable, { size, alignRight: true });
    text(`${item.tax.ratePercent}%`, col.gst, { size, alignRight: true });
    taxCells(item.tax);
    text(money(item.tax.netPaise), col.amount, { size, alignRight: true });
    // A line packed from two batches lists each with its units, the rest under the first.
    for (const batch of more) {
      newLine(10);
      text(batchCell(batch), col.batch, { size });
    }
    newLine(12);
  });
  if (invoice.delivery) {
    text(texts.delivery, col.item, { size });
    text(money(invoice.delivery.taxablePaise), col.taxable, { size, alignRight: true });
    text(`${invoice.delivery.ratePercent}%`, col.gst, { size, alignRight: true });
    taxCells(invoice.delivery);
    text(money(invoice.delivery.netPaise), col.amount, { size, alignRight: true });
    newLine(12);
  }
  if (invoice.discountPaise > 0) {
    text(`${texts.discount(invoice.promoCode)}: -${money(invoice.discountPaise)}`, col.item, { size, color: MUTED });
    newLine(12);
  }
  rule();
  newLine(14);

  // Totals and the amount in words.
  const t = texts.totals;
  const totals: [string, number][] = [
    [t.taxable, invoice.totals.taxablePaise],
    ...(invoice.interState
      ? ([[t.igst, invoice.totals.igstPaise]] as [string, number][])
      : ([
          [t.cgst, invoice.totals.cgstPaise],
          [t.sgst, invoice.totals.sgstPaise],
        ] as [string, number][])),
  ];
  for (const [label, paise] of totals) {
    text(label, col.tax2, { color: MUTED, alignRight: true });
    text(money(paise), col.amount, { alignRight: true });
    newLine();
  }
  text(t.total, col.tax2, { font: bold, size: 10, alignRight: true });
  text(money(invoice.totals.totalPaise), col.amount, { font: bold, size: 10, alignRight: true });
  newLine(18);
  text(`${texts.inWords}: `, MARGIN, { color: MUTED });
  text(invoice.amountInWords, MARGIN + 80, { font: bold, maxWidth: RIGHT - MARGIN - 80 });
  newLine(20);
  for (const line of [texts.pricesInclusive, texts.reverseCharge, texts.pharmacist]) {
    text(line, MARGIN, { size: 7.5 });
    newLine(10);
  }
  text(texts.computerGenerated, MARGIN, { color: MUTED, size: 7.5 });
  return doc.save();
}
