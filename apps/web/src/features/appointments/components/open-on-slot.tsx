import type { SlotsResponse } from '@dawa/shared/care/appointments';
import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useDoctor } from '../api/get-doctor';
import { useDoctorSlots } from '../api/get-doctor-slots';
import type { SlotLink } from '../utils/booking-link';

type Slot = SlotsResponse['slots'][number];

/** The outcome of opening a link: the doctor and, if it is still free, the slot. */
export type OpenedSlot = { doctor: DoctorSummary; slot: Slot | null } | null;

/**
 * Opens the wizard on the slot a link names (the assistant's earliest slot, issue 22): it asks for
 * that doctor and that day's free times, and hands back the doctor with the slot if it is still free
 * (someone may have taken it since the answer), or null when the doctor cannot be had.
 */
export function OpenOnSlot({ link, onOpened }: { link: SlotLink; onOpened: (opened: OpenedSlot) => void }) {
  const t = useT('booking');
  const doctor = useDoctor(link.doctorId);
  const slots = useDoctorSlots(link.doctorId, link.date, link.mode);
  const settled = !doctor.isPending && !slots.isPending;
  useEffect(() => {
    if (!settled) return;
    if (!doctor.data) return onOpened(null);
    const wanted = Date.parse(link.startsAt);
    const slot = slots.data?.slots.find((s) => Date.parse(s.startsAt) === wanted) ?? null;
    onOpened({ doctor: doctor.data, slot });
  }, [settled, doctor.data, slots.data, link.startsAt, onOpened]);
  return <p role="status">{t('fromAssistant.opening')}</p>;
}
