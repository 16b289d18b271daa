// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * The GST tax invoice's labels (drawn by the server in the customer's language setting, decision 040).
 * Tax terms that Indian invoices print in Latin letters in every language (GSTIN, HSN, CGST, SGST,
 * IGST, Exp) are the drawing's own, not here; the heading is bilingual in both languages.
 */
const invoice = {
  subtitle: 'Cash / credit memo for the sale of drugs',
  demoSeller: 'DEMO STORE: made-up seller details, not a valid tax invoice (set SELLER_* to issue real ones).',
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
  'column.item': 'Item',
  'column.batch': 'Batch / Expiry',
  'column.qty': 'Qty',
  'column.rate': 'Rate',
  'column.taxable': 'Taxable',
  'column.amount': 'Amount',
  noBatch: 'not recorded',
  delivery: 'Delivery charges',
  discount: 'Discount, taken off the lines it covers',
  discountCode: 'Discount ({code}), taken off the lines it covers',
  'totals.taxable': 'Taxable value',
  'totals.total': 'Total (GST included)',
  inWords: 'Amount in words',
  pricesInclusive: 'Prices include GST. Taxable value = price × 100 / (100 + GST rate), rounded to the paisa.',
  reverseCharge: 'Tax payable on reverse charge: No.',
  pharmacist: 'Dispensed under the supervision of a registered pharmacist.',
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  'creditNote.number': 'Credit note no.',
  'creditNote.date': 'Credit note date',
  'creditNote.against': 'Against invoice',
  'creditNote.reason': 'Reason',
  'creditNote.reason.cancelled': 'Order cancelled: the supply was not made',
  'creditNote.reason.refunded': 'Order refunded',
  'creditNote.reverses': 'This credit note reverses the invoice above in full: every line, its taxable value and its GST are credited.',
  'creditNote.computerGenerated': 'This is a computer-generated credit note and needs no signature.',
} as const satisfies Catalogue;

export default invoice;

declare module '../../namespaces.ts' {
  interface Namespaces {
    invoice: typeof invoice;
  }
}
