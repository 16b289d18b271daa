import { toQueryString } from './paths';

/**
 * Pages and API endpoints of health reports, the video room and the doctor's schedule, apart from
 * `paths`/`apiPaths` so that the app shell every first visit downloads does not carry them.
 */
export const careRoomPaths = {
  healthReports: () => '/health-reports',
  room: (appointmentId: number | string) => `/appointments/${appointmentId}/room`,
};

export const careRoomApiPaths = {
  healthReports: (query: { page?: number; userId?: number } = {}) => `/api/health-reports${toQueryString(query)}`,
  healthReport: (id: number) => `/api/health-reports/${id}`,
  healthReportFile: (id: number) => `/api/health-reports/${id}/file`,
  room: (appointmentId: number) => `/api/appointments/${appointmentId}/room`,
  roomTicket: (appointmentId: number) => `/api/appointments/${appointmentId}/room/ticket`,
  roomSocket: () => '/api/room-socket',
  schedule: (query: { from?: string; to?: string } = {}) => `/api/doctor/schedule${toQueryString(query)}`,
  scheduleAppointment: (id: number) => `/api/doctor/appointments/${id}`,
  scheduleStatus: (id: number) => `/api/doctor/appointments/${id}/status`,
  scheduleNotes: (id: number) => `/api/doctor/appointments/${id}/notes`,
  ePrescription: (id: number) => `/api/doctor/appointments/${id}/e-prescription`,
  medicineSearch: (q: string) => `/api/doctor/medicines${toQueryString({ q })}`,
};
