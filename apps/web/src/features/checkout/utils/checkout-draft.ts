import { createBrowserStore } from '@/lib/browser-store';
import { EMPTY_ADDRESS, type CheckoutForm, type NewAddressFields } from './checkout-form';

/**
 * What the customer typed on /checkout that a reload must not lose (issue 21): the note, the new
 * address, the choice of address, the phone, GST and invoice. Kept in sessionStorage (this tab's visit
 * only) and never the card, UPI or bank details; cleared once the order is paid for.
 */
export type CheckoutDraft = Pick<
  CheckoutForm,
  'addressChoice' | 'newAddress' | 'saveAddress' | 'phoneCountry' | 'phone' | 'note' | 'gstNumber' | 'wantsInvoice'
> & {
  /** Whether the phone was typed by the customer (else the known one is filled in). */
  phoneTyped: boolean;
};

const CHECKOUT_DRAFT_KEY = 'checkout.draft';
const str = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function sanitizeAddress(raw: unknown): NewAddressFields {
  if (!raw || typeof raw !== 'object') return EMPTY_ADDRESS;
  const a = raw as Record<string, unknown>;
  const out = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(EMPTY_ADDRESS) as (keyof NewAddressFields)[])
    if (typeof a[key] === 'string') (out as Record<string, string>)[key] = str(a[key], 500);
  out.type = out.type === 'Work' || out.type === 'Other' ? out.type : 'Home';
  return out;
}

function sanitize(raw: unknown): CheckoutDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  const choice =
    d.addressChoice === 'new' || (typeof d.addressChoice === 'number' && Number.isInteger(d.addressChoice)) ? d.addressChoice : null;
  return {
    addressChoice: choice,
    newAddress: sanitizeAddress(d.newAddress),
    saveAddress: d.saveAddress !== false,
    phoneCountry: str(d.phoneCountry, 5) || '+91',
    phone: str(d.phone, 20),
    phoneTyped: d.phoneTyped === true,
    note: str(d.note, 1000),
    gstNumber: str(d.gstNumber, 20),
    wantsInvoice: d.wantsInvoice === true,
  };
}

const store = createBrowserStore(CHECKOUT_DRAFT_KEY, sanitize, 'session');

export const checkoutDraft = {
  get: (): CheckoutDraft | null => store.get(),
  save(form: CheckoutForm, phoneTyped: boolean): void {
    const { addressChoice, newAddress, saveAddress, phoneCountry, phone, note, gstNumber, wantsInvoice } = form;
    store.set({ addressChoice, newAddress, saveAddress, phoneCountry, phone, note, gstNumber, wantsInvoice, phoneTyped });
  },
  clear(): void {
    store.set(null);
  },
};
