import { APPOINTMENT_TABS, FEE_RETURN_PARAM, type AppointmentTab } from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { carePaths } from '@/config/care-paths';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { FeePayment, type PaymentMessage, type RenderPaymentFields } from './fee-payment';
import { FeeReturnBanner } from './fee-return-banner';

/** How long after a hold runs out the list is asked again (the server's sweep releases it within moments). */
const HOLD_RECHECK_MS = 5_000;

/** A visitor's prompt ('Please log in to view appointments' unless `text` says otherwise) with its Log In button. */
export function LoginToView({ text }: { text?: string }) {
  const t = useT('appointments');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg font-semibold">{text ?? t('login')}</p>
      <Link to={paths.login()} className={buttonClasses('primary', 'mt-4')}>
        {t('logIn')}
      </Link>
    </div>
  );
}

/**
 * My Appointments: the spec's three tabs, the success banners, Reschedule, Cancel and Join Meeting,
 * and paying a waiting online booking's fee (the route composes the checkout's payment fields in).
 */
export function AppointmentsPage({
  renderPaymentFields,
  paymentMessage,
}: {
  renderPaymentFields: RenderPaymentFields;
  paymentMessage: PaymentMessage;
}) {
  const t = useT('appointments');
  const errorText = useApiErrorText();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [paying, setPaying] = useState<Appointment | null>(null);
  const list = useAppointments(tab, page);
  const feeReturn = Number(params.get(FEE_RETURN_PARAM) ?? '');
  const refetchList = list.refetch;
  // PhonePe's return confirmed the fee: the spec's success address and banner, and the list as it now stands.
  const feePaid = useCallback(() => {
    setParams({ success: 'true' }, { replace: true });
    void refetchList();
  }, [setParams, refetchList]);
  // A hold that ran out is released by the server's sweep: ask again shortly, so the booking moves to Cancelled.
  // The timer goes with the page: a list asked for after leaving it would ask for nothing anyone sees.
  const recheck = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(recheck.current), []);
  const holdExpired = useCallback(() => {
    window.clearTimeout(recheck.current);
    recheck.current = window.setTimeout(() => void refetchList(), HOLD_RECHECK_MS);
  }, [refetchList]);
  if (!user) return <LoginToView />;
  const banner =
    params.get('success') === 'true' ? t('banner.booked') : params.get('rescheduled') === 'true' ? t('banner.rescheduled') : null;
  const now = new Date();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
        <Link to={carePaths.book()} className={buttonClasses('primary')}>
          {t('book')}
        </Link>
      </div>
      {feeReturn ? <FeeReturnBanner appointmentId={feeReturn} onPaid={feePaid} /> : null}
      {banner ? (
        <div
          role="status"
          className="mb-6 flex items-start justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <p className="font-medium">{banner}</p>
          <button type="button" className="text-sm underline" onClick={() => setParams({})}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}
      <div role="tablist" aria-label={t('tabs.label')} className="mb-6 flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {APPOINTMENT_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="appointments-panel"
            onClick={() => {
              setTab(name);
              setPage(1);
            }}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
              tab === name
                ? 'border-teal-700 text-teal-800 dark:border-teal-300 dark:text-teal-200'
                : 'border-transparent text-slate-600 dark:text-slate-300',
            )}
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </div>
      <div id="appointments-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {list.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : list.isError ? (
          <LoadFailed message={errorText(list.error, t('loadFailed'))} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t(`empty.${tab}`)}>
            {tab === 'upcoming' ? (
              <Link to={carePaths.book()} className={buttonClasses('secondary', 'mt-4')}>
                {t('book')}
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4">
              {list.data.items.map((a) => (
                <AppointmentCard
                  key={a.id}
                  appointment={a}
                  now={now}
                  onCancel={setCancelling}
                  onPay={setPaying}
                  onHoldExpired={holdExpired}
                />
              ))}
            </ul>
            <Pager page={page} pageCount={list.data.pageCount} onPage={setPage} label={t('pages')} />
          </>
        )}
      </div>
      {paying ? (
        <Modal title={t('fee.formLabel')} onClose={() => setPaying(null)}>
          <FeePayment
            appointment={paying}
            renderFields={renderPaymentFields}
            paymentMessage={paymentMessage}
            onPaid={() => {
              setPaying(null);
              feePaid();
            }}
          />
        </Modal>
      ) : null}
      {cancelling ? (
        <CancelAppointmentDialog
          appointment={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(message) => {
            setCancelling(null);
            toast(message);
          }}
        />
      ) : null}
    </div>
  );
}
