import type { CartLine, QuoteResponse } from '@dawa/shared/commerce/cart';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DeliveryEstimateLine } from '@/components/delivery/delivery-estimate';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useAddresses } from '@/lib/address-book';
import { useProfilePhone } from '../api/get-profile-phone';
import { usePublicConfig } from '../api/get-public-config';
import { useQuote } from '../api/get-quote';
import { usePlaceOrder, type PlacePhase } from '../hooks/use-place-order';
import { checkoutDraft } from '../utils/checkout-draft';
import { checkoutError, INITIAL_CHECKOUT_FORM, splitKnownPhone, type CheckoutForm } from '../utils/checkout-form';
import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { PrescriptionSection } from './prescription-section';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { useCheckoutMessage } from '../hooks/use-checkout-message';

const BUTTON_TEXT = { idle: 'button.idle', processing: 'button.processing', redirecting: 'button.redirecting' } as const satisfies Record<
  PlacePhase,
  string
>;

const shell = 'mx-auto max-w-7xl px-4 py-8';

/**
 * /checkout: the signed-in customer's cart priced by the server, the delivery address, contact and
 * billing details and the payment method; placing the order pays for it (usePlaceOrder).
 * `lines` and `promoCode` come from the cart; `onPaid` empties it.
 */
export function CheckoutPage({
  lines,
  promoCode,
  onPaid,
  initialPrescriptionIds = [],
  safetyNotice,
}: {
  lines: readonly CartLine[];
  promoCode: string | null;
  onPaid: () => void;
  /** Prescriptions attached from the start (ordered from My Prescriptions); the customer can untick them. */
  initialPrescriptionIds?: readonly number[];
  /** Another feature's informational notice about the medicines in the order (the cart safety check). */
  safetyNotice?: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return <LoginRequired />;
  if (lines.length === 0) return <EmptyCheckout />;
  return (
    <CheckoutForm
      lines={lines}
      promoCode={promoCode}
      onPaid={onPaid}
      initialPrescriptionIds={initialPrescriptionIds}
      safetyNotice={safetyNotice}
    />
  );
}

function LoginRequired() {
  const t = useT('checkout');
  const message = useCheckoutMessage();
  return (
    <div className={shell}>
      <PageMeta title={t('title')} description={t('meta')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
        <p className="text-lg font-medium">{message(PAYMENT_MESSAGES.login)}</p>
        <Link to={paths.login()} state={{ from: paths.checkout() }} className={buttonClasses('primary', 'mt-5')}>
          {t('login')}
        </Link>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  const t = useT('checkout');
  const message = useCheckoutMessage();
  return (
    <div className={shell}>
      <PageMeta title={t('title')} description={t('meta')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
        <ShoppingCart aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 text-lg font-semibold">{message(PAYMENT_MESSAGES.emptyCart)}</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
        <Link to={paths.products()} className={buttonClasses('primary', 'mt-5')}>
          {t('empty.browse')}
        </Link>
      </div>
    </div>
  );
}

/** Why the order cannot be placed as the cart stands (stock or availability problems), or null. */
function BlockingNotice() {
  const t = useT('checkout');
  return (
    <FormMessage tone="error">
      {t('blocked.before')}{' '}
      <Link to={paths.cart()} className="font-semibold underline">
        {t('blocked.link')}
      </Link>
      .
    </FormMessage>
  );
}

function blockingNotice(quote: QuoteResponse) {
  return quote.hasProblems ? <BlockingNotice /> : null;
}

function CheckoutForm({
  lines,
  promoCode,
  onPaid,
  initialPrescriptionIds,
  safetyNotice,
}: {
  lines: readonly CartLine[];
  promoCode: string | null;
  onPaid: () => void;
  initialPrescriptionIds: readonly number[];
  safetyNotice: ReactNode;
}) {
  const quote = useQuote(lines, promoCode);
  const addresses = useAddresses();
  // null until known (or when it cannot be read): nothing is disabled, and the server refuses what it cannot take.
  const available = usePublicConfig().data?.paymentMethods ?? null;
  // A reload keeps what was typed (the note, a new address, the phone): see checkout-draft.ts.
  const [draft] = useState(() => checkoutDraft.get());
  const [form, setForm] = useState<CheckoutForm>(() => {
    const { phoneTyped: _typed, ...kept } = draft ?? { phoneTyped: false };
    return { ...INITIAL_CHECKOUT_FORM, ...kept, prescriptionIds: [...initialPrescriptionIds] };
  });
  // Until the customer types a phone number, the one we know is used (see knownPhone below).
  const [phoneTyped, setPhoneTyped] = useState(draft?.phoneTyped ?? false);
  useEffect(() => checkoutDraft.save(form, phoneTyped), [form, phoneTyped]);
  const profilePhone = useProfilePhone().data ?? null;
  const paid = () => {
    checkoutDraft.clear();
    onPaid();
  };
  const placing = usePlaceOrder({ onPaid: paid, onPricesChanged: () => void quote.refetch() });
  const t = useT('checkout');
  const message = useCheckoutMessage();
  const format = useFormat();
  const update = (patch: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    placing.setError(null);
  };

  const saved = addresses.data ?? [];
  // Until the customer chooses, the default saved address (else the first, else a new one) is chosen.
  const defaultChoice = addresses.isPending ? null : ((saved.find((a) => a.isDefault) ?? saved[0])?.id ?? 'new');
  // A method the shop cannot take now gives way to the first one it can (cash on delivery at least).
  const paymentMethod = available && !available.includes(form.paymentMethod) ? (available[0] ?? form.paymentMethod) : form.paymentMethod;
  const addressChoice = form.addressChoice ?? defaultChoice;
  // The phone it already knows: the chosen saved address's, else the profile's (a typed one always wins).
  const chosenPhone = saved.find((a) => a.id === addressChoice)?.phone ?? '';
  // A new address keeps the phone we know (the profile's, else the default address's): it is the same customer.
  const defaultPhone = (saved.find((a) => a.isDefault) ?? saved.find((a) => a.phone))?.phone ?? '';
  const knownPhone = phoneTyped ? null : (splitKnownPhone(chosenPhone) ?? profilePhone ?? splitKnownPhone(defaultPhone));
  const effective: CheckoutForm = { ...form, ...knownPhone, addressChoice, paymentMethod };

  const data = quote.data;
  const notice = data ? blockingNotice(data) : null;
  const ready = !!data && !quote.isPlaceholderData && !quote.isFetching && !notice;
  const rxLines = data?.lines.filter((l) => l.requiresPrescription) ?? [];
  const rxNames = rxLines.map((l) => l.name);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      checkoutError(effective, lines.length) ??
      (data?.needsPrescription && effective.prescriptionIds.length === 0
        ? t('rx.attach', { count: rxNames.length, names: rxNames.join(', ') })
        : null);
    if (problem) {
      placing.setError(problem);
      return;
    }
    if (!data || !ready) return;
    void placing.place({ form: effective, lines, totalPaise: data.totalPaise, promoCode: data.promo?.code ?? null });
  }

  return (
    <div className={shell}>
      <PageMeta title={t('title')} description={t('meta')} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), to: paths.home() },
          { label: t('breadcrumb.cart'), to: paths.cart() },
          { label: t('title') },
        ]}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          <AddressSection
            addresses={saved}
            loadFailed={addresses.isError}
            choice={effective.addressChoice}
            onChoose={(addressChoice) => update({ addressChoice })}
            fields={form.newAddress}
            onFieldsChange={(patch) => update({ newAddress: { ...form.newAddress, ...patch } })}
            saveAddress={form.saveAddress}
            onSaveAddressChange={(saveAddress) => update({ saveAddress })}
          />
          {data?.needsPrescription ? (
            <PrescriptionSection
              rxNames={rxNames}
              productIds={rxLines.map((l) => l.productId)}
              chosen={form.prescriptionIds}
              onChange={(prescriptionIds) => update({ prescriptionIds })}
            />
          ) : null}
          {/* The delivery estimate of the chosen address's PIN code (the server refuses one we cannot serve). */}
          <DeliveryEstimateLine
            pin={addressChoice === 'new' ? form.newAddress.postalCode : (saved.find((a) => a.id === addressChoice)?.postalCode ?? '')}
            className="-mt-3 px-1"
          />
          <ContactSection
            value={effective}
            onChange={(patch) => {
              if ('phone' in patch || 'phoneCountry' in patch) {
                // From the first keystroke the field is the customer's: start from what was shown.
                setPhoneTyped(true);
                update({ phoneCountry: effective.phoneCountry, phone: effective.phone, ...patch });
              } else update(patch);
            }}
          />
          <PaymentSection value={effective} onChange={update} available={available} />
        </div>
        <section
          aria-labelledby="checkout-summary"
          className="h-fit rounded-2xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="checkout-summary" className="text-lg font-bold">
            {t('summary')}
          </h2>
          {quote.isPending ? (
            <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {t('summary.loading')}
            </p>
          ) : quote.isError && !data ? (
            <div className="mt-4">
              <ErrorPanel message={t('summary.failed')} onRetry={() => void quote.refetch()} />
            </div>
          ) : data ? (
            <div className="mt-2">
              <OrderSummary quote={data} busy={quote.isPlaceholderData || quote.isFetching} />
            </div>
          ) : null}
          <div className="mt-5 space-y-3">
            {safetyNotice}
            {notice}
            {placing.error ? <FormMessage tone="error">{message(placing.error)}</FormMessage> : null}
            {placing.pendingOrderId !== null ? (
              <FormMessage tone="info">
                {t('pending')}{' '}
                <Link to={paths.orders()} className="font-semibold underline">
                  {t('viewOrders')}
                </Link>
              </FormMessage>
            ) : null}
            <Button type="submit" className="w-full py-3 text-base" disabled={placing.phase !== 'idle' || !ready}>
              {t(BUTTON_TEXT[placing.phase])}
            </Button>
            {data && placing.phase === 'idle' ? (
              <p className="text-center text-xs text-slate-600 dark:text-slate-400">
                {t('youPay', { amount: format.money(data.totalPaise) })}
              </p>
            ) : null}
          </div>
        </section>
      </form>
    </div>
  );
}
