import type { EPrescriptionCheckBody, EPrescriptionCheckResponse } from '@dawa/shared/care/prescribing-check';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { scheduleQueryKey } from './get-schedule';

type DraftLine = EPrescriptionCheckBody['medicines'][number];

const responseSchema = () => import('@dawa/shared/care/prescribing-check').then((m) => m.EPrescriptionCheckResponseSchema);

/** POST /api/admin/schedule/{id}/e-prescription/check: the draft's warnings, most serious first (it changes nothing). */
export function checkEPrescription(id: number, medicines: readonly DraftLine[], signal?: AbortSignal): Promise<EPrescriptionCheckResponse> {
  return apiRequest(careRoomApiPaths.ePrescriptionCheck(id), {
    method: 'POST',
    json: { medicines },
    auth: true,
    schema: responseSchema,
    signal,
  });
}

export const ePrescriptionCheckQueryOptions = (id: number, medicines: readonly DraftLine[]) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, id, 'e-prescription-check', medicines],
    queryFn: ({ signal }) => checkEPrescription(id, medicines, signal),
    staleTime: 60_000,
  });

/**
 * The warnings of the draft as it stands (the caller debounces the lines). The last answer stays on
 * screen while the next is asked, so the panel does not flicker as the doctor types; nothing is asked
 * for an empty draft.
 */
export function useEPrescriptionCheck(id: number, medicines: readonly DraftLine[]) {
  return useQuery({ ...ePrescriptionCheckQueryOptions(id, medicines), enabled: medicines.length > 0, placeholderData: keepPreviousData });
}
