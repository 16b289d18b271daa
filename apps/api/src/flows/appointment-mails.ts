import type { Database } from '../db/client.ts';
import { mailRecipientOf } from '../modules/accounts/mail-preferences.ts';
import { appointmentMail, type AppointmentMailKind } from '../modules/appointments/appointment-mail.ts';
import { findAppointment } from '../modules/appointments/appointments.service.ts';
import { enqueueMail } from '../modules/outbox/outbox.service.ts';

/**
 * Writes the patient's mail of an appointment change (booked, moved, cancelled, a reminder), with its
 * calendar file, in the transaction of that change, as order mails are (decision 031): the mail exists
 * exactly when the change does. Only when their 'Appointment Reminders' and 'Email Notifications'
 * settings want appointment mails. Answers whether a mail was queued.
 */
export async function queueAppointmentMail(tx: Database, publicUrl: string, appointmentId: number, kind: AppointmentMailKind): Promise<boolean> {
  const item = await findAppointment(tx, appointmentId);
  if (!item) return false;
  const to = await mailRecipientOf(tx, item.appointment.patientId);
  if (!to?.wantsAppointmentMails) return false;
  await enqueueMail(tx, {
    ...appointmentMail(kind, item, publicUrl),
    template: `appointment.${kind}`,
    params: { appointmentId, startsAt: item.appointment.startsAt.toISOString(), rescheduleCount: item.appointment.rescheduleCount },
    language: to.language,
  });
  return true;
}
