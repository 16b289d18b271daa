import { APPOINTMENT_TABS, FEE_RETURN_PARAM, type AppointmentTab } from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { carePaths } from '@/config/care-paths';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { FeeReturnBanner } from './fee-return-banner';

export const LOGIN_TO_VIEW = 'Please log in to view appointments';
export const BOOKED_BANNER = 'Your appointment has been booked successfully!';
export const RESCHEDULED_BANNER = 'Your appointment has been rescheduled successfully!';
const TAB_LABELS: Record<AppointmentTab, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' };
const EMPTY: Record<AppointmentTab, string> = {
  upcoming: 'No upcoming appointments',
  past: 'No past appointments',
  cancelled: 'No cancelled appointments',
};

/** My Appointments: the spec's three tabs, the success banners, Reschedule, Cancel and Join Meeting. */
export function AppointmentsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const list = useAppointments(tab, page);
  const feeReturn = Number(params.get(FEE_RETURN_PARAM) ?? '');
  const refetchList = list.refetch;
  // PhonePe's return confirmed the fee: the spec's success address and banner, and the list as it now stands.
  const feePaid = useCallback(() => {
    setParams({ success: 'true' }, { replace: true });
    void refetchList();
  }, [setParams, refetchList]);
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-semibold">{LOGIN_TO_VIEW}</p>
        <Link to={paths.login()} className={buttonClasses('primary', 'mt-4')}>
          Log In
        </Link>
      </div>
    );
  }
  const banner = params.get('success') === 'true' ? BOOKED_BANNER : params.get('rescheduled') === 'true' ? RESCHEDULED_BANNER : null;
  const now = new Date();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">My Appointments</h1>
        <Link to={carePaths.book()} className={buttonClasses('primary')}>
          Book Appointment
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
            Dismiss
          </button>
        </div>
      ) : null}
      <div role="tablist" aria-label="Appointments" className="mb-6 flex gap-2 border-b border-slate-200 dark:border-slate-800">
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
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div id="appointments-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {list.isPending ? (
          <p role="status">Loading appointments...</p>
        ) : list.isError ? (
          <LoadFailed message={apiErrorMessage(list.error, 'Failed to load appointments')} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={EMPTY[tab]}>
            {tab === 'upcoming' ? (
              <Link to={carePaths.book()} className={buttonClasses('secondary', 'mt-4')}>
                Book Appointment
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4">
              {list.data.items.map((a) => (
                <AppointmentCard key={a.id} appointment={a} now={now} onCancel={setCancelling} />
              ))}
            </ul>
            <Pager page={page} pageCount={list.data.pageCount} onPage={setPage} label="Appointment pages" />
          </>
        )}
      </div>
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
