import { formatInr } from '@dawa/shared/money/format';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { usePaymentVerification } from '../api/verify-phonepe';

/** The spec's texts of the payment result (storefront sections 2, 4 and 8). */
export const PAYMENT_RESULT_TEXT = {
  verifying: 'Verifying Payment...',
  success: 'Payment Successful!',
  failed: 'Payment Failed',
  failedFallback: 'Your payment could not be processed.',
  pending: 'Payment Pending',
  pendingNote: "Your payment is being processed. We'll update you shortly.",
  invalidReference: 'Invalid payment reference',
  verificationFailed: 'Payment verification failed',
  verifyError: 'Failed to verify payment status',
  /** Which order the money was for: 'Order #3 is paid.' */
  paidOrder: (n: number) => `Order #${n} is paid.`,
} as const;

function ResultCard({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <PageMeta title={title} description="The result of your payment at Dawa." />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {icon}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {children}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions}
          <Link to={paths.home()} className={buttonClasses('secondary')}>
            Go to Home
          </Link>
        </div>
      </div>
    </div>
  );
}

function Failed({ message, orderId }: { message: string; orderId?: number | undefined }) {
  return (
    <ResultCard
      icon={<CircleX aria-hidden="true" className="mx-auto size-14 text-red-700 dark:text-red-400" />}
      title={PAYMENT_RESULT_TEXT.failed}
      actions={
        <>
          <Link to={paths.cart()} className={buttonClasses('primary')}>
            Try Again
          </Link>
          {/* The order itself waits as an unpaid attempt: it can be paid again there, without a new order. */}
          {orderId ? (
            <Link to={paths.orderSuccess(orderId)} className={buttonClasses('secondary')}>
              View Order
            </Link>
          ) : null}
        </>
      }
    >
      <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
        {message || PAYMENT_RESULT_TEXT.failedFallback}
      </p>
    </ResultCard>
  );
}

/**
 * /payment/callback/{merchantTransactionId}: where PhonePe sends the customer back. The server
 * verifies the payment with PhonePe; the page shows success (and empties the cart through
 * `onPaid`), failure or pending.
 */
export function PaymentResultPage({ merchantTransactionId, onPaid }: { merchantTransactionId: string; onPaid: () => void }) {
  const verification = usePaymentVerification(merchantTransactionId);
  const data = verification.data;
  const paid = data?.success === true && data.paymentStatus === 'success';

  const cleared = useRef(false);
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    onPaid();
  }, [paid, onPaid]);

  if (!merchantTransactionId) return <Failed message={PAYMENT_RESULT_TEXT.invalidReference} />;
  if (verification.isPending) {
    return (
      <div role="status" className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageMeta title="Verifying Payment" description="Checking your payment with PhonePe." />
        <LoaderCircle aria-hidden="true" className="mx-auto size-12 animate-spin text-teal-700 dark:text-teal-300" />
        <h1 className="mt-4 text-2xl font-bold">{PAYMENT_RESULT_TEXT.verifying}</h1>
      </div>
    );
  }
  if (verification.isError) return <Failed message={PAYMENT_RESULT_TEXT.verifyError} />;
  if (!data?.success) return <Failed message={data?.message || PAYMENT_RESULT_TEXT.verificationFailed} orderId={data?.orderId} />;

  if (data.paymentStatus === 'success') {
    return (
      <ResultCard
        icon={<CircleCheck aria-hidden="true" className="mx-auto size-14 text-teal-700 dark:text-teal-300" />}
        title={PAYMENT_RESULT_TEXT.success}
        actions={
          <Link to={paths.orders()} className={buttonClasses('primary')}>
            View Orders
          </Link>
        }
      >
        <p className="mt-2 text-lg font-semibold">{PAYMENT_RESULT_TEXT.paidOrder(data.userOrderNumber)}</p>
        <dl className="mt-5 space-y-2 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
            <dd className="font-semibold">{formatInr(data.amountPaise)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">Transaction ID</dt>
            <dd className="font-mono break-all">{data.transactionId ?? merchantTransactionId}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">Status</dt>
            <dd className="font-semibold text-teal-800 dark:text-teal-300">Confirmed</dd>
          </div>
        </dl>
      </ResultCard>
    );
  }
  if (data.paymentStatus === 'pending') {
    return (
      <ResultCard
        icon={<Clock aria-hidden="true" className="mx-auto size-14 text-amber-600 dark:text-amber-400" />}
        title={PAYMENT_RESULT_TEXT.pending}
        actions={
          <Link to={paths.cart()} className={buttonClasses('primary')}>
            Back to Cart
          </Link>
        }
      >
        <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
          {PAYMENT_RESULT_TEXT.pendingNote}
        </p>
      </ResultCard>
    );
  }
  return <Failed message={data.message} orderId={data.orderId} />;
}
