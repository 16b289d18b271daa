import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';

/**
 * What a link into the booking wizard asks for (the assistant's 'Book a doctor', issue 22): one slot
 * (`?doctor=7&date=2030-03-04&mode=clinic&slot=<ISO instant>`), or a doctor search
 * (`?specialization=Paediatrics`). Anything malformed is ignored: the wizard then starts at step 1.
 */
export interface SlotLink {
  doctorId: number;
  date: string;
  mode: ConsultationMode;
  startsAt: string;
}

export function slotLinkOf(params: URLSearchParams): SlotLink | null {
  const doctorId = Number(params.get('doctor'));
  const date = params.get('date') ?? '';
  const mode = params.get('mode');
  const startsAt = params.get('slot') ?? '';
  if (!Number.isInteger(doctorId) || doctorId <= 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || (mode !== 'clinic' && mode !== 'online')) return null;
  if (Number.isNaN(Date.parse(startsAt))) return null;
  return { doctorId, date, mode, startsAt };
}

/** The specialty to search for when the link names no slot ('Paediatrics'), or ''. */
export const searchOf = (params: URLSearchParams) => (params.get('specialization') ?? '').trim().slice(0, 100);
