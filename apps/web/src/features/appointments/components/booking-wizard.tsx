import type { AppointmentType } from '@dawa/shared/care/appointment-rules';
import type { Appointment, SlotsResponse } from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { carePaths } from '@/config/care-paths';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { bookAppointment } from '../api/book-appointment';
import { useDoctorSlots } from '../api/get-doctor-slots';
import { LoginToView } from './appointments-page';
import { ConfirmStep, type ConfirmValues } from './confirm-step';
import { DateStep } from './date-step';
import { DoctorStep } from './doctor-step';
import { FeePayment, type PaymentMessage, type RenderPaymentFields } from './fee-payment';
import { OpenOnSlot, type OpenedSlot } from './open-on-slot';
import { SlotGrid } from './slot-grid';
import { searchOf, slotLinkOf } from '../utils/booking-link';

const STEPS = [1, 2, 3, 4] as const;
type Slot = SlotsResponse['slots'][number];

/** Step 3: the free slots of the chosen date, or the spec's empty state with Choose Different Date. */
function SlotStep({
  doctorId,
  date,
  mode,
  chosen,
  onPick,
  onBack,
}: {
  doctorId: number;
  date: string;
  mode: ConsultationMode;
  chosen: string | null;
  onPick: (s: Slot) => void;
  onBack: () => void;
}) {
  const t = useT('booking');
  const tA = useT('appointments');
  const slots = useDoctorSlots(doctorId, date, mode);
  if (slots.isPending) return <p role="status">{tA('slots.loading')}</p>;
  const list = slots.data?.slots ?? [];
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
        <p className="text-lg font-semibold">{t('noSlots')}</p>
        <Button variant="secondary" className="mt-4" onClick={onBack}>
          {t('otherDate')}
        </Button>
      </div>
    );
  }
  return <SlotGrid slots={list} chosen={chosen} onPick={onPick} label={tA('slots.label')} />;
}

/**
 * The booking wizard: Select Doctor, Choose Date, Pick Time, Confirm ('Step N of 4'). A clinic
 * visit is booked on Confirm; an online consultation is booked and then its fee paid here. A link
 * from the assistant opens it on one slot (Confirm, or that day's times if the slot was taken), or
 * on a doctor search for the specialty it names.
 */
export function BookingWizard({
  renderPaymentFields,
  paymentMessage,
}: {
  renderPaymentFields: RenderPaymentFields;
  paymentMessage: PaymentMessage;
}) {
  const t = useT('booking');
  const errorText = useApiErrorText();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [link] = useState(() => slotLinkOf(params));
  const [opening, setOpening] = useState(link !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState(1);
  const [doctor, setDoctor] = useState<DoctorSummary | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [mode, setMode] = useState<ConsultationMode>('clinic');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [values, setValues] = useState<ConfirmValues>({ appointmentType: 'consultation' as AppointmentType, reason: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [awaitingFee, setAwaitingFee] = useState<Appointment | null>(null);

  const opened = useCallback(
    (result: OpenedSlot) => {
      setOpening(false);
      if (!result || !link) return setNotice(t('fromAssistant.notFound'));
      setDoctor(result.doctor);
      setMode(link.mode);
      setDate(link.date);
      setSlot(result.slot);
      setStep(result.slot ? 4 : 3);
      if (!result.slot) setNotice(t('fromAssistant.slotTaken'));
    },
    [link, t],
  );

  if (!user) return <LoginToView text={t('login')} />;

  const done = () => void navigate(carePaths.appointments({ success: true }));
  function back() {
    setError(null);
    setNotice(null);
    if (step === 1) void navigate(paths.appointments());
    else setStep(step - 1);
  }
  function changeMode(next: ConsultationMode) {
    setMode(next);
    // Clinic and online hours differ: a new mode needs a slot of its own.
    if (step === 4 && next !== mode) {
      setSlot(null);
      setStep(3);
    }
  }
  async function confirm() {
    if (!doctor || !date || !slot || sending || !values.reason.trim()) return;
    setSending(true);
    setError(null);
    try {
      const booked = await bookAppointment({
        doctorId: doctor.id,
        appointmentDate: date,
        appointmentTime: slot.startTime,
        visitType: mode,
        appointmentType: values.appointmentType,
        reason: values.reason.trim(),
      });
      if (booked.status === 'pending_payment') setAwaitingFee(booked);
      else done();
    } catch (err) {
      setError(errorText(err, t('failed')));
    }
    setSending(false);
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
      <p className="mt-2 font-medium" aria-live="polite">
        {t('stepOf', { step })}
      </p>
      <ol className="mt-3 flex flex-wrap gap-2 text-sm">
        {STEPS.map((n) => (
          <li
            key={n}
            aria-current={step === n ? 'step' : undefined}
            className={cn(
              'rounded-full px-3 py-1',
              step === n ? 'bg-teal-700 text-white dark:bg-teal-300 dark:text-slate-950' : 'bg-slate-100 dark:bg-slate-800',
            )}
          >
            {n}. {t(`step.${n}`)}
          </li>
        ))}
      </ol>
      <h2 className="mt-6 mb-4 text-xl font-semibold">{t(`step.${step as 1 | 2 | 3 | 4}`)}</h2>
      {notice ? (
        <div className="mb-4">
          <FormMessage tone="info">{notice}</FormMessage>
        </div>
      ) : null}
      {opening && link ? (
        <OpenOnSlot link={link} onOpened={opened} />
      ) : awaitingFee ? (
        <FeePayment appointment={awaitingFee} renderFields={renderPaymentFields} paymentMessage={paymentMessage} onPaid={done} />
      ) : (
        <>
          {step === 1 ? (
            <DoctorStep
              initialSearch={searchOf(params)}
              onPick={(d) => {
                setDoctor(d);
                if (!d.offersOnlineConsultation) setMode('clinic');
                setStep(2);
              }}
            />
          ) : null}
          {step === 2 && doctor ? (
            <DateStep
              doctorId={doctor.id}
              mode={mode}
              onlineOffered={doctor.offersOnlineConsultation}
              chosen={date}
              onMode={changeMode}
              onPick={(d) => {
                setDate(d);
                setSlot(null);
                setStep(3);
              }}
            />
          ) : null}
          {step === 3 && doctor && date ? (
            <SlotStep
              doctorId={doctor.id}
              date={date}
              mode={mode}
              chosen={slot?.startsAt ?? null}
              onPick={(s) => {
                setSlot(s);
                setStep(4);
              }}
              onBack={() => setStep(2)}
            />
          ) : null}
          {step === 4 && doctor && date && slot ? (
            <ConfirmStep
              doctor={doctor}
              date={date}
              slot={slot}
              mode={mode}
              values={values}
              onChange={(p) => setValues((v) => ({ ...v, ...p }))}
              onMode={changeMode}
            />
          ) : null}
          {error ? (
            <div className="mt-4">
              <FormMessage tone="error">{error}</FormMessage>
            </div>
          ) : null}
          <div className="mt-6 flex gap-2">
            <Button variant="secondary" onClick={back} disabled={sending}>
              {t('back')}
            </Button>
            {step === 4 ? (
              <Button onClick={() => void confirm()} disabled={sending || !values.reason.trim()}>
                {sending ? t('booking') : t('confirm')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
