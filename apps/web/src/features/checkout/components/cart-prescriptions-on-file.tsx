import { Link } from 'react-router';
import { checkoutWithPrescription, paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useCheckoutPrescriptions } from '../api/get-checkout-prescriptions';
import { usePrescriptionLabel } from '../hooks/use-prescription-label';

const linkClass = 'font-semibold underline';

/**
 * In the cart, under its prescription notice: the signed-in customer's valid prescriptions that name
 * the cart's medicines (an analysed upload or a doctor's e-prescription), each opening checkout with it
 * attached; none on file links to the upload. A visitor is asked to log in (checkout needs it anyway).
 */
export function CartPrescriptionsOnFile({ productIds }: { productIds: readonly number[] }) {
  const { user } = useSession();
  const list = useCheckoutPrescriptions(productIds, !!user);
  const t = useT('cart');
  const format = useFormat();
  const prescriptionLabel = usePrescriptionLabel();

  if (!user) {
    return (
      <p>
        {t('rx.login')}{' '}
        <Link to={paths.login()} state={{ from: paths.cart() }} className={linkClass}>
          {t('rx.loginLink')}
        </Link>
      </p>
    );
  }
  // Loading or failed: checkout lists them again and offers its own retry, so the cart stays quiet.
  if (!list.data) return null;
  const covering = list.data.filter((p) => p.coversProductIds.length > 0 && !p.expired);
  if (covering.length === 0) {
    return (
      <p>
        {t('rx.noneOnFile')}{' '}
        <Link to={paths.prescriptions()} className={linkClass}>
          {t('rx.upload')}
        </Link>
      </p>
    );
  }
  return (
    <section aria-label={t('rx.onFile')}>
      <h2 className="font-semibold">{t('rx.onFile')}</h2>
      <ul className="mt-2 space-y-2">
        {covering.map((p) => {
          const label = prescriptionLabel(p, `#${p.id}`);
          return (
            <li
              key={p.id}
              className="rounded-lg border border-rose-200 bg-white p-3 text-slate-900 dark:border-rose-900 dark:bg-slate-900 dark:text-slate-100"
            >
              <span className="block font-semibold">{label}</span>
              <span className="block">{p.medicineNames.join(', ')}</span>
              <span className="block text-slate-600 dark:text-slate-300">{t('rx.validUntil', { date: format.date(p.validUntil) })}</span>
              <Link
                to={checkoutWithPrescription(p.id)}
                aria-label={t('rx.useAtCheckoutNamed', { name: label })}
                className="mt-1 inline-block font-semibold text-teal-800 underline dark:text-teal-300"
              >
                {t('rx.useAtCheckout')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
