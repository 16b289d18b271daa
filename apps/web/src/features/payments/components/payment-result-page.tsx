import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { razorpayProofOf, usePaymentVerification } from '../api/verify-phonepe';

function ResultCard({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions: ReactNode }) {
  const t = useT('payments');
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <PageMeta title={title} description={t('meta.description')} />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {icon}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {children}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions}
          <Link to={paths.home()} className={buttonClasses('secondary')}>
            {t('home')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function Failed({ message, orderId }: { message: string; orderId?: number | undefined }) {
  const t = useT('payments');
  return (
    <ResultCard
      icon={<CircleX aria-hidden="true" className="mx-auto size-14 text-red-700 dark:text-red-400" />}
      title={t('failed')}
      actions={
        <>
          <Link to={paths.cart()} className={buttonClasses('primary')}>
            {t('tryAgain')}
          </Link>
          {/* The order itself waits as an unpaid attempt: it can be paid again there, without a new order. */}
          {orderId ? (
            <Link to={paths.orderSuccess(orderId)} className={buttonClasses('secondary')}>
              {t('viewOrder')}
            </Link>
          ) : null}
        </>
      }
    >
      <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
        {message || t('failedFallback')}
      </p>
    </ResultCard>
  );
}

/**
 * /payment/callback/{merchantTransactionId}: where PhonePe and Razorpay Checkout send the customer back
 * (Checkout's result in the query is verified on the server by its signature). The server
 * verifies the payment with PhonePe; a success empties the cart (`onPaid`) and goes on to the order's
 * confirmation page, as a card or cash order does; a failure or a pending payment is told here.
 */
export function PaymentResultPage({ merchantTransactionId, onPaid }: { merchantTransactionId: string; onPaid: () => void }) {
  const t = useT('payments');
  const language = useLanguage();
  const [search] = useSearchParams();
  const verification = usePaymentVerification(merchantTransactionId, razorpayProofOf(search));
  const data = verification.data;
  const paid = data?.success === true && data.paymentStatus === 'success';

  const cleared = useRef(false);
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    onPaid();
  }, [paid, onPaid]);

  // The provider's reason for a failure is English text it chose: shown as is in English, the page's own sentence otherwise.
  const reason = (message: string | undefined) => (language === 'en' ? message : undefined);
  if (!merchantTransactionId) return <Failed message={t('invalidReference')} />;
  if (verification.isPending) {
    return (
      <div role="status" className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageMeta title={t('meta.verifying')} description={t('meta.verifyingDescription')} />
        <LoaderCircle aria-hidden="true" className="mx-auto size-12 animate-spin text-teal-700 dark:text-teal-300" />
        <h1 className="mt-4 text-2xl font-bold">{t('verifying')}</h1>
      </div>
    );
  }
  if (verification.isError) return <Failed message={t('verifyError')} />;
  if (!data?.success) return <Failed message={reason(data?.message) || t('verificationFailed')} orderId={data?.orderId} />;

  // Paid: the same confirmation page as every other method (issue 21.6), which says the payment was received.
  if (data.paymentStatus === 'success') return <Navigate to={paths.orderSuccess(data.orderId)} replace />;
  if (data.paymentStatus === 'pending') {
    return (
      <ResultCard
        icon={<Clock aria-hidden="true" className="mx-auto size-14 text-amber-600 dark:text-amber-400" />}
        title={t('pending')}
        actions={
          <Link to={paths.cart()} className={buttonClasses('primary')}>
            {t('backToCart')}
          </Link>
        }
      >
        <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
          {t('pendingNote')}
        </p>
      </ResultCard>
    );
  }
  return <Failed message={reason(data.message) ?? ''} orderId={data.orderId} />;
}
