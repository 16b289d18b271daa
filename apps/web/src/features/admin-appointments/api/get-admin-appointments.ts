import type { AdminAppointmentListResponse } from '@dawa/shared/care/appointments';
import type { AdminDoctorListResponse } from '@dawa/shared/care/doctors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

export interface AdminAppointmentFilters {
  doctorId?: string;
  status?: string;
  mode?: string;
  from?: string;
  to?: string;
  patient?: string;
  page?: number;
}

/** GET /api/admin/appointments: every appointment matching the filters, latest start first, paged by the server. */
export function useAdminAppointments(filters: AdminAppointmentFilters) {
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'admin', 'appointments', filters],
    queryFn: ({ signal }): Promise<AdminAppointmentListResponse> =>
      apiGet(
        careApiPaths.adminAppointments({ ...filters }),
        () => import('@dawa/shared/care/appointments').then((m) => m.AdminAppointmentListResponseSchema),
        {
          signal,
          auth: true,
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The doctors of the doctor filter (Doctor Management's list, by name). */
export function useDoctorChoices() {
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'admin', 'appointments', 'doctor-choices'],
    queryFn: ({ signal }): Promise<AdminDoctorListResponse> =>
      apiGet(
        adminApiPaths.doctors({ pageSize: 100 }),
        () => import('@dawa/shared/care/doctors').then((m) => m.AdminDoctorListResponseSchema),
        { signal, auth: true },
      ),
  });
}
