import { BOOKING_NEED, type EarliestSlot } from '@dawa/shared/assistant/triage/answer';
import { availableSlots, clinicDates, clinicInstant, addClinicDays } from '@dawa/shared/care/slots';
import type { UrgencyLevel } from '@dawa/shared/assistant/triage/levels';
import type { Database } from '../../db/client.ts';
import { findBookableDoctorsOf } from '../doctors/doctors.service.ts';
import * as repo from './appointments.repository.ts';

// Enough doctors of one specialty to find a free slot; the search is four queries whatever their number.
const DOCTORS_SEARCHED = 25;

/**
 * The earliest free slot of our own booking that meets a doctor level (issue 22): for doctor_today
 * a clinic visit today, for doctor_soon a clinic or online slot within 3 days. Null when no doctor of
 * the specialization has one; the answer then says to see a doctor elsewhere in time, never a later
 * slot as if it were enough. Not a level: the level was decided before, and this cannot change it.
 */
export async function earliestSlotFor(
  db: Database,
  level: UrgencyLevel,
  specialization: string | null,
  now: Date,
): Promise<EarliestSlot | null | undefined> {
  if ((level !== 'doctor_today' && level !== 'doctor_soon') || !specialization) return undefined;
  const need = BOOKING_NEED[level];
  const dates = clinicDates(now, 0, need.withinDays);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return null;
  let best: EarliestSlot | null = null;
  const doctors = await findBookableDoctorsOf(db, specialization, DOCTORS_SEARCHED);
  const busyOf = await repo.findBusyRangesOf(
    db,
    doctors.map((d) => d.row.id),
    clinicInstant(addClinicDays(first, -1), 0),
    clinicInstant(addClinicDays(last, 2), 0),
  );
  for (const doctor of doctors) {
    const busy = busyOf.get(doctor.row.id) ?? [];
    for (const mode of need.modes) {
      if (mode === 'online' && !doctor.row.offersOnlineConsultation) continue;
      for (const [dayOffset, date] of dates.entries()) {
        const answer = availableSlots(doctor.schedule, mode, date, now, busy);
        const slot = answer.ok ? answer.slots[0] : undefined;
        if (!slot) continue;
        if (!best || slot.startsAt < best.startsAt) {
          best = {
            doctorId: doctor.row.id,
            doctorName: doctor.row.name,
            mode,
            date,
            dayOffset,
            startsAt: slot.startsAt,
            label: slot.label,
          };
        }
        break;
      }
    }
  }
  return best;
}
