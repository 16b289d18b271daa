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
  schedule: () => '/api/admin/schedule',
  scheduleStatus: (id: number) => `/api/admin/schedule/${id}/status`,
  scheduleNotes: (id: number) => `/api/admin/schedule/${id}/notes`,
  ePrescription: (id: number) => `/api/admin/schedule/${id}/e-prescription`,
  ePrescriptionCheck: (id: number) => `/api/admin/schedule/${id}/e-prescription/check`,
  medicineSuggestions: (q: string) => `/api/products/suggestions${toQueryString({ q, limit: 8 })}`,
};
