import { amountInWords } from '@dawa/shared/commerce/amount-in-words';
import { computeInvoiceTaxes, GST_STATE_CODES, gstStateOf, type TaxedAmount } from '@dawa/shared/commerce/gst';
import type { PaymentMethod, PaymentStatus } from '@dawa/shared/commerce/rules';

/** Who sells: printed at the top of every invoice (decision 030). */
export interface SellerDetails {
  name: string;
  address: string;
  gstin: string;
  drugLicences: string;
  /** The state of the GSTIN (its first two digits). */
  state: { name: string; code: string };
  /** Made-up details of the demo store: the invoice says so. */
  demo: boolean;
}

/** The demo store's seller (no SELLER_* configured): a made-up Karnataka GSTIN and licences, marked as a demo's. */
export const DEMO_SELLER = {
  name: 'Dawa Health Private Limited',
  address: '12 Residency Road, Bengaluru, Karnataka 560025',
  gstin: '29AABCD1234E1Z5',
  drugLicences: 'KA-B20-000000, KA-B21-000000',
} as const;

/** The seller of the configuration (SELLER_* of config/env.ts), or the demo store's. */
export function sellerOf(config: {
  SELLER_NAME?: string | undefined;
  SELLER_ADDRESS?: string | undefined;
  SELLER_GSTIN?: string | undefined;
  SELLER_DRUG_LICENCES?: string | undefined;
}): SellerDetails {
  const demo = !config.SELLER_GSTIN;
  const gstin = config.SELLER_GSTIN ?? DEMO_SELLER.gstin;
  const code = gstin.slice(0, 2);
  const stateName = Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0] ?? code;
  return {
    name: config.SELLER_NAME ?? DEMO_SELLER.name,
    address: config.SELLER_ADDRESS ?? DEMO_SELLER.address,
    gstin,
    drugLicences: config.SELLER_DRUG_LICENCES ?? DEMO_SELLER.drugLicences,
    state: { name: stateName, code },
    demo,
  };
}

/** One line of the order as the invoice needs it. */
export interface InvoiceItemFacts {
  name: string;
  hsnCode: string;
  gstRatePercent: number;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** The line's part of the order's discount, fixed at checkout (null on older orders: shared over all lines). */
  discountPaise: number | null;
  /** The batches it was packed from (empty: not packed from a recorded batch). */
  batches: { batchNumber: string; expiryDate: string; quantity: number }[];
}

export interface InvoiceFacts {
  invoiceNumber: string;
  issuedAt: Date;
  orderDate: Date;
  userOrderNumber: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  transactionId: string | null;
  buyer: {
    name: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone: string;
    email: string;
    gstin: string | null;
  };
  items: InvoiceItemFacts[];
  discountPaise: number;
  deliveryPaise: number;
  promoCode: string | null;
  totalPaise: number;
}

/** The credit note that reverses an invoice: its own number and date, and the invoice it refers to. */
export interface CreditNoteFacts {
  creditNoteNumber: string;
  issuedAt: Date;
  reason: 'cancelled' | 'refunded';
}

export interface InvoiceDocument extends InvoiceFacts {
  /** Set when the document is the invoice's credit note: the same lines and taxes, reversed. */
  creditNote?: CreditNoteFacts;
  seller: SellerDetails;
  /** The state of the delivery address; the seller's when the address names none we know. */
  placeOfSupply: { name: string; code: string; assumed: boolean };
  interState: boolean;
  taxedItems: (InvoiceItemFacts & { tax: TaxedAmount })[];
  delivery: TaxedAmount | null;
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  amountInWords: string;
}

/** The tax view of an order: place of supply, CGST + SGST or IGST per line, totals and the amount in words. */
export function buildInvoiceDocument(facts: InvoiceFacts, seller: SellerDetails, creditNote?: CreditNoteFacts): InvoiceDocument {
  const state = gstStateOf(facts.buyer.state);
  const placeOfSupply = state ? { ...state, assumed: false } : { ...seller.state, assumed: true };
  const interState = placeOfSupply.code !== seller.state.code;
  const taxes = computeInvoiceTaxes({
    lines: facts.items.map((item) => ({
      grossPaise: item.lineTotalPaise,
      ratePercent: item.gstRatePercent,
      discountPaise: item.discountPaise,
    })),
    discountPaise: facts.discountPaise,
    deliveryPaise: facts.deliveryPaise,
    interState,
  });
  if (taxes.totals.totalPaise !== facts.totalPaise) {
    // The order's own total is the truth; a mismatch is a bug in the lines, not something to print.
    throw new Error(`invoice lines add up to ${taxes.totals.totalPaise}, the order to ${facts.totalPaise}`);
  }
  return {
    ...facts,
    ...(creditNote ? { creditNote } : {}),
    seller,
    placeOfSupply,
    interState,
    taxedItems: facts.items.map((item, i) => ({ ...item, tax: taxes.lines[i] as TaxedAmount })),
    delivery: taxes.delivery,
    totals: taxes.totals,
    amountInWords: amountInWords(facts.totalPaise),
  };
}
