import { createEvent, type DateArray } from 'ics';
import { MODE_LABELS } from '@dawa/shared/care/appointment-rules';
import { clinicDateOf, clinicRangeLabel } from '@dawa/shared/care/slots';
import { escapeHtml, mailLayout, signatureText } from '../../providers/mail/layout.ts';
import type { MailAttachment, MailMessage } from '../../providers/mail/types.ts';
import type { AppointmentWithPeople } from './appointments.repository.ts';

export type AppointmentMailKind = 'booked' | 'reminder_24h' | 'reminder_1h' | 'rescheduled' | 'cancelled';

const utcArray = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

/**
 * The appointment as a calendar event (RFC 5545). The UID stays the same for the life of the
 * appointment and SEQUENCE grows with each move, so a calendar updates the event it already has;
 * a cancellation is METHOD:CANCEL with STATUS:CANCELLED.
 */
export function appointmentIcs(item: AppointmentWithPeople, publicUrl: string, method: 'REQUEST' | 'CANCEL'): string {
  const { appointment, doctor } = item;
  const host = new URL(publicUrl).hostname || 'dawa.in';
  const { error, value } = createEvent({
    productId: 'dawa/appointments',
    method,
    uid: `appointment-${appointment.id}@${host}`,
    sequence: appointment.rescheduleCount + (method === 'CANCEL' ? 1 : 0),
    start: utcArray(appointment.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(appointment.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${MODE_LABELS[appointment.mode]} with ${doctor.name}`,
    description: `${doctor.specialization}. Reason: ${appointment.reason}`.slice(0, 500),
    location:
      appointment.mode === 'online'
        ? `${publicUrl}/appointments/${appointment.id}/room`
        : [doctor.clinicAddress, doctor.city].filter(Boolean).join(', '),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar event not created');
  return value;
}

const SUBJECTS: Record<AppointmentMailKind, string> = {
  booked: 'Your appointment is booked',
  reminder_24h: 'Reminder: your appointment is tomorrow',
  reminder_1h: 'Reminder: your appointment starts in an hour',
  rescheduled: 'Your appointment has been rescheduled',
  cancelled: 'Your appointment has been cancelled',
};

/** One appointment mail to the patient, with the calendar invitation (or its cancellation) attached. */
export function appointmentMail(kind: AppointmentMailKind, item: AppointmentWithPeople, publicUrl: string): MailMessage {
  const { appointment, doctor, patient } = item;
  const when = `${clinicDateOf(appointment.startsAt)}, ${clinicRangeLabel(appointment.startsAt, appointment.endsAt)} (IST)`;
  const where =
    appointment.mode === 'online'
      ? `Online consultation: join at ${publicUrl}/appointments/${appointment.id}/room`
      : `Clinic: ${doctor.clinicAddress || doctor.city}`;
  const lines = [
    `Hello ${patient.firstName},`,
    '',
    kind === 'cancelled'
      ? 'Your appointment has been cancelled:'
      : kind === 'rescheduled'
        ? 'Your appointment has moved to:'
        : 'Your appointment:',
    `${doctor.name} (${doctor.specialization})`,
    when,
    where,
    '',
    `Manage your appointments at ${publicUrl}/appointments`,
  ];
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const attachment: MailAttachment = {
    filename: kind === 'cancelled' ? 'appointment-cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: appointmentIcs(item, publicUrl, method),
  };
  const footer = 'You receive this because you booked an appointment on Dawa.';
  return {
    to: patient.email,
    subject: SUBJECTS[kind],
    text: lines.join('\n') + signatureText(footer),
    html: mailLayout(SUBJECTS[kind], lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''), escapeHtml(footer)),
    attachments: [attachment],
  };
}
