// fontkit's Devanagari shaping uses generator functions compiled for regenerator: without its runtime
// loaded first, any Hindi text throws 'regeneratorRuntime is not defined' (care-side-notes).
import 'regenerator-runtime/runtime.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import invoiceEn from '@dawa/shared/i18n/catalogues/en/invoice';
import ordersEn from '@dawa/shared/i18n/catalogues/en/orders';
import invoiceHi from '@dawa/shared/i18n/catalogues/hi/invoice';
import ordersHi from '@dawa/shared/i18n/catalogues/hi/orders';
import { formatDate } from '@dawa/shared/i18n/format';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { createTranslator, pickCatalogue } from '@dawa/shared/i18n/messages';
import { formatInr } from '@dawa/shared/money/format';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * The fixed parts of the invoice in every language: the bilingual heading (as Indian invoices often
 * print it, and proof that the embedded font renders Devanagari) and the tax terms printed in Latin
 * letters whatever the language. The labels come from the 'invoice' catalogue in the customer's
 * language setting (decision 040).
 */
const FIXED = {
  title: 'TAX INVOICE',
  titleHindi: 'कर बीजक',
  creditNoteTitle: 'CREDIT NOTE',
  creditNoteTitleHindi: 'क्रेडिट नोट',
  brandHindi: 'दवा',
  gstin: 'GSTIN',
  expiry: 'Exp',
  columns: { n: '#', hsn: 'HSN', gst: 'GST %', cgst: 'CGST', sgst: 'SGST', igst: 'IGST' },
} as const;

const INVOICE_CATALOGUES = { en: invoiceEn, hi: invoiceHi };
const ORDER_CATALOGUES = { en: ordersEn, hi: ordersHi };

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
export async function renderInvoicePdf(invoice: InvoiceDocument, language: UiLanguage = 'en'): Promise<Uint8Array> {
  const l = createTranslator(pickCatalogue(INVOICE_CATALOGUES, language), language);
  const orderTexts = createTranslator(pickCatalogue(ORDER_CATALOGUES, language), language);
  const dateOf = (date: Date) => formatDate(date, language, 'dateLong');
  // A credit note is the same document under its own heading and number, pointing at the invoice it reverses.
  const note = invoice.creditNote;
  const title = note ? FIXED.creditNoteTitle : FIXED.title;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${title} ${note ? note.creditNoteNumber : invoice.invoiceNumber}`);
  doc.setAuthor(invoice.seller.name);
  doc.setCreationDate(note ? note.issuedAt : invoice.issuedAt);
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
  text(title, MARGIN, { font: bold, size: 16 });
  text(`${PHARMACY_NAME} · ${FIXED.brandHindi}`, RIGHT, { font: bold, size: 13, alignRight: true });
  newLine(16);
  text(note ? FIXED.creditNoteTitleHindi : FIXED.titleHindi, MARGIN, { font: bold, size: 11 });
  text(invoice.seller.name, RIGHT, { alignRight: true });
  newLine();
  text(l('subtitle'), MARGIN, { color: MUTED });
  text(invoice.seller.address, RIGHT, { alignRight: true, maxWidth: 330 });
  newLine();
  text(`${FIXED.gstin}: ${invoice.seller.gstin}  (${invoice.seller.state.name}, ${invoice.seller.state.code})`, RIGHT, {
    alignRight: true,
  });
  newLine();
  text(`${l('drugLicences')}: ${invoice.seller.drugLicences}`, RIGHT, { alignRight: true, maxWidth: 400 });
  newLine(14);
  if (invoice.seller.demo) {
    text(l('demoSeller'), MARGIN, { font: bold, color: WARN });
    newLine(14);
  }
  rule();
  newLine(14);

  // Invoice facts on the left, the buyer on the right.
  const facts: [string, string][] = [
    ...(note
      ? ([
          [l('creditNote.number'), note.creditNoteNumber],
          [l('creditNote.date'), dateOf(note.issuedAt)],
          [l('creditNote.against'), `${invoice.invoiceNumber} · ${dateOf(invoice.issuedAt)}`],
          [l('creditNote.reason'), l(`creditNote.reason.${note.reason}`)],
        ] as [string, string][])
      : ([
          [l('invoiceNumber'), invoice.invoiceNumber],
          [l('invoiceDate'), dateOf(invoice.issuedAt)],
        ] as [string, string][])),
    [l('order'), `#${invoice.userOrderNumber} · ${dateOf(invoice.orderDate)}`],
    [l('payment'), `${orderTexts(`method.${invoice.paymentMethod}`)} (${orderTexts(`paymentStatus.${invoice.paymentStatus}`)})`],
    ...(invoice.transactionId ? [[l('transaction'), invoice.transactionId] as [string, string]] : []),
    [
      l('placeOfSupply'),
      `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})${invoice.placeOfSupply.assumed ? ` ${l('placeAssumed')}` : ''}`,
    ],
  ];
  const b = invoice.buyer;
  const buyerLines = [
    b.name,
    b.street,
    [b.city, b.state, b.zip].filter(Boolean).join(', '),
    b.country,
    `${l('phone')}: ${b.phone}`,
    ...(b.email ? [`${l('email')}: ${b.email}`] : []),
    ...(b.gstin ? [`${l('buyerGstin')}: ${b.gstin}`] : []),
  ];
  const buyerX = 330;
  text(l('billTo'), buyerX, { font: bold });
  for (let i = 0; i < Math.max(facts.length, buyerLines.length + 1); i++) {
    const fact = facts[i];
    if (fact) {
      text(fact[0], MARGIN, { color: MUTED, maxWidth: 76 });
      text(fact[1], MARGIN + 80, { font: bold, maxWidth: buyerX - MARGIN - 90 });
    }
    const buyerLine = i === 0 ? undefined : buyerLines[i - 1];
    if (buyerLine) text(buyerLine, buyerX, { maxWidth: RIGHT - buyerX });
    newLine();
  }
  newLine(6);

  // The lines.
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
  // A header never runs into its neighbour: it is cut to its column (the widths suit both languages' labels, invoice.test.ts checks none is cut).
  const head = (value: string, x: number, width: number, alignRight = true) =>
    text(value, x, { font: bold, size, alignRight, maxWidth: width });
  head(FIXED.columns.n, col.n, col.item - col.n, false);
  head(l('column.item'), col.item, col.hsn - col.item - 4, false);
  head(FIXED.columns.hsn, col.hsn, col.batch - col.hsn - 2, false);
  head(l('column.batch'), col.batch, col.qty - col.batch - 24, false);
  head(l('column.qty'), col.qty, 22);
  head(l('column.rate'), col.rate, col.rate - col.qty - 4);
  head(l('column.taxable'), col.taxable, col.taxable - col.rate - 4);
  head(FIXED.columns.gst, col.gst, col.gst - col.taxable - 2);
  if (invoice.interState) head(FIXED.columns.igst, col.tax2, col.tax2 - col.gst - 4);
  else {
    head(FIXED.columns.cgst, col.tax1, col.tax1 - col.gst - 4);
    head(FIXED.columns.sgst, col.tax2, col.tax2 - col.tax1 - 4);
  }
  head(l('column.amount'), col.amount, col.amount - col.tax2 - 4);
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
      `${batch.batchNumber} ${FIXED.expiry} ${expiryOf(batch.expiryDate)}${more.length > 0 ? ` × ${batch.quantity}` : ''}`;
    text(first ? batchCell(first) : l('noBatch'), col.batch, { size, color: first ? INK : MUTED });
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
    text(l('delivery'), col.item, { size });
    text(money(invoice.delivery.taxablePaise), col.taxable, { size, alignRight: true });
    text(`${invoice.delivery.ratePercent}%`, col.gst, { size, alignRight: true });
    taxCells(invoice.delivery);
    text(money(invoice.delivery.netPaise), col.amount, { size, alignRight: true });
    newLine(12);
  }
  if (invoice.discountPaise > 0) {
    text(
      `${invoice.promoCode ? l('discountCode', { code: invoice.promoCode }) : l('discount')}: -${money(invoice.discountPaise)}`,
      col.item,
      { size, color: MUTED },
    );
    newLine(12);
  }
  rule();
  newLine(14);

  // Totals and the amount in words.
  const totals: [string, number][] = [
    [l('totals.taxable'), invoice.totals.taxablePaise],
    ...(invoice.interState
      ? ([[FIXED.columns.igst, invoice.totals.igstPaise]] as [string, number][])
      : ([
          [FIXED.columns.cgst, invoice.totals.cgstPaise],
          [FIXED.columns.sgst, invoice.totals.sgstPaise],
        ] as [string, number][])),
  ];
  for (const [label, paise] of totals) {
    text(label, col.tax2, { color: MUTED, alignRight: true });
    text(money(paise), col.amount, { alignRight: true });
    newLine();
  }
  text(l('totals.total'), col.tax2, { font: bold, size: 10, alignRight: true });
  text(money(invoice.totals.totalPaise), col.amount, { font: bold, size: 10, alignRight: true });
  newLine(18);
  text(`${l('inWords')}: `, MARGIN, { color: MUTED });
  text(invoice.amountInWords, MARGIN + 80, { font: bold, maxWidth: RIGHT - MARGIN - 80 });
  newLine(20);
  const closing = note ? [l('creditNote.reverses'), l('pricesInclusive')] : [l('pricesInclusive'), l('reverseCharge'), l('pharmacist')];
  for (const line of closing) {
    text(line, MARGIN, { size: 7.5, maxWidth: RIGHT - MARGIN });
    newLine(10);
  }
  text(l(note ? 'creditNote.computerGenerated' : 'computerGenerated'), MARGIN, { color: MUTED, size: 7.5 });
  return doc.save();
}
