import { toQueryString } from './paths';

/**
 * Pages and API endpoints of appointments and booking, apart from `paths`/`apiPaths` so that the app
 * shell every first visit downloads does not carry them (/appointments itself is in `paths`: the header links it).
 */
export const carePaths = {
  /** /appointments, with the success banner's flag after booking or rescheduling. */
  appointments: (flags: { success?: boolean; rescheduled?: boolean } = {}) =>
    `/appointments${toQueryString({ success: flags.success ? 'true' : undefined, rescheduled: flags.rescheduled ? 'true' : undefined })}`,
  book: () => '/appointments/book',
  /** The list links here; /reschedule-appointment/{id} is the spec's other reading of the same screen. */
  reschedule: (id: number | string) => `/appointments/${encodeURIComponent(String(id))}/reschedule`,
  rescheduleAlias: (id: number | string) => `/reschedule-appointment/${encodeURIComponent(String(id))}`,
  /** The video room of an online consultation (built by the care-room work). */
  appointmentRoom: (id: number | string) => `/appointments/${encodeURIComponent(String(id))}/room`,
};

export const careApiPaths = {
  appointments: (query: { tab?: string; page?: number } = {}) =>
    `/api/appointments${toQueryString({ tab: query.tab, page: query.page && query.page > 1 ? query.page : undefined })}`,
  appointment: (id: number) => `/api/appointments/${id}`,
  reschedule: (id: number) => `/api/appointments/${id}/reschedule`,
  pay: (id: number) => `/api/appointments/${id}/pay`,
  payPhonePe: (id: number) => `/api/appointments/${id}/pay/phonepe`,
  payment: (id: number) => `/api/appointments/${id}/payment`,
  doctors: (query: { search?: string; page?: number; pageSize?: number }) =>
    `/api/doctors${toQueryString({ ...query, search: query.search || undefined })}`,
  doctor: (doctorId: number) => `/api/doctors/${doctorId}`,
  doctorSlots: (doctorId: number, date: string, mode: string) => `/api/doctors/${doctorId}/slots${toQueryString({ date, mode })}`,
  availableDays: (doctorId: number, mode: string) => `/api/doctors/${doctorId}/available-days${toQueryString({ mode })}`,
  adminAppointments: (query: Record<string, string | number | undefined>) => `/api/admin/appointments${toQueryString(query)}`,
};
