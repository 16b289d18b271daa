import { DEFAULT_SETTINGS, TIME_ZONE_OF } from '@dawa/shared/account/settings';
import type { Database } from '../../db/client.ts';
import * as users from './users.repository.ts';

/** Who a customer mail goes to, in which language, and which kinds they want. */
export interface MailRecipient {
  email: string;
  firstName: string;
  language: string;
  /** The account's 'Timezone', for the times written in its mails ('… (India time)'). */
  timeZone: { iana: string; label: string };
  /** 'Order Updates' (and 'Email Notifications', the channel, both on): order e-mails are sent. */
  wantsOrderUpdates: boolean;
  /** 'Appointment Reminders' (and 'Email Notifications' on): appointment e-mails (booked, moved, cancelled, reminders) are sent. */
  wantsAppointmentMails: boolean;
  /** 'Login Alerts': a sign-in from a new device is announced (a security mail: the channel switch does not silence it). */
  wantsLoginAlerts: boolean;
}

/** The recipient of a user's mails, or null for an account that no longer exists (erased). */
export async function mailRecipientOf(db: Database, userId: number): Promise<MailRecipient | null> {
  const user = await users.findUserById(db, userId);
  if (!user) return null;
  const settings = (await users.findSettings(db, userId)) ?? DEFAULT_SETTINGS;
  return {
    email: user.email,
    firstName: user.firstName,
    language: settings.language,
    timeZone: TIME_ZONE_OF[settings.timezone],
    wantsOrderUpdates: settings.orderUpdates && settings.emailNotifications,
    wantsAppointmentMails: settings.appointmentReminders && settings.emailNotifications,
    wantsLoginAlerts: settings.loginAlerts,
  };
}
