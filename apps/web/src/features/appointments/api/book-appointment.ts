import type { Appointment, BookAppointmentBody } from '@dawa/shared/care/appointments';
import { careApiPaths } from '@/config/care-paths';
import { apiRequest } from '@/lib/api-client';
import { loadAppointmentSchemas } from './schemas';

/** POST /api/appointments: a clinic visit is scheduled at once; an online one waits for its fee. */
export function bookAppointment(body: BookAppointmentBody): Promise<Appointment> {
  return apiRequest(careApiPaths.appointments(), {
    method: 'POST',
    json: body,
    auth: true,
    schema: () => loadAppointmentSchemas().then((m) => m.AppointmentSchema),
  });
}
