import type { CreateHealthReportBody, HealthReport } from '@dawa/shared/care/health-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { healthReportsQueryKey, loadHealthReportSchemas } from './get-health-reports';

export interface AddHealthReportInput {
  report: CreateHealthReportBody;
  file: File | null;
}

/** POST /api/health-reports: JSON, or a form with the report and its file (kept privately by the server). */
export function addHealthReport({ report, file }: AddHealthReportInput): Promise<HealthReport> {
  const schema = () => loadHealthReportSchemas().then((m) => m.HealthReportSchema);
  if (!file) return apiRequest(careRoomApiPaths.healthReports(), { method: 'POST', json: report, auth: true, schema });
  const form = new FormData();
  form.set('report', JSON.stringify(report));
  form.set('file', file, file.name);
  return apiRequest(careRoomApiPaths.healthReports(), { method: 'POST', form, auth: true, schema });
}

export function useAddHealthReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHealthReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: healthReportsQueryKey }) });
}
