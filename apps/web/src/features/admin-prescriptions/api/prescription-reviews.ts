import type {
  CorrectionResponse,
  MedicineCorrectionBody,
  PrescriptionCorrectionBody,
  ReadingAccuracyResponse,
} from '@dawa/shared/prescriptions/corrections';
import type {
  MedicineCheckReviewBody,
  ReviewDecisionBody,
  ReviewDecisionResponse,
  ReviewDetail,
  ReviewMedicineCheck,
  ReviewQueueResponse,
} from '@dawa/shared/prescriptions/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { adminApiPaths } from '@/config/admin-paths';
import { apiDownload, apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** The section's contracts, loaded with its own chunk (never by the app shell). */
const loadSchemas = () => import('@dawa/shared/prescriptions/review');
const reviewsKey = [...ME_QUERY_KEY, 'admin', 'prescription-reviews'] as const;

/** GET /api/admin/prescription-reviews: orders awaiting verification, oldest first, and my registration number. */
export function useReviewQueue() {
  return useQuery({
    queryKey: [...reviewsKey, 'queue'],
    queryFn: ({ signal }): Promise<ReviewQueueResponse> =>
      apiGet(adminApiPaths.prescriptionReviews(), () => loadSchemas().then((m) => m.ReviewQueueResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
}

/** GET /api/admin/prescription-reviews/{orderId}: the lines and the attached prescriptions (the server audit-logs the view). */
export function useReview(orderId: number | null) {
  return useQuery({
    queryKey: [...reviewsKey, 'detail', orderId],
    queryFn: ({ signal }): Promise<ReviewDetail> =>
      apiGet(adminApiPaths.prescriptionReview(orderId ?? 0), () => loadSchemas().then((m) => m.ReviewDetailSchema), { signal, auth: true }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}

/** POST …/decision with the version the pharmacist saw; a refusal (409, changed elsewhere) reloads the queue too. */
export function useDecide(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDecisionBody): Promise<ReviewDecisionResponse> =>
      apiRequest(adminApiPaths.prescriptionDecision(orderId), {
        method: 'POST',
        json: body,
        auth: true,
        schema: () => loadSchemas().then((m) => m.ReviewDecisionResponseSchema),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

/** POST …/medicine-check: the pharmacist records reviewing the interactions with the customer's other medicines (needed before approving). */
export function useReviewMedicineCheck(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MedicineCheckReviewBody): Promise<ReviewMedicineCheck> =>
      apiRequest(adminApiPaths.prescriptionMedicineCheck(orderId), {
        method: 'POST',
        json: body,
        auth: true,
        schema: () => loadSchemas().then((m) => m.ReviewMedicineCheckSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewsKey, 'detail', orderId] }),
  });
}

const loadCorrectionSchemas = () => import('@dawa/shared/prescriptions/corrections');

/** PATCH a correction of what the reader read: a medicine's fields, or the prescription's own (doctor, date, patient). */
export function useCorrect(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: {
      prescriptionId: number;
      medicineId?: number;
      body: MedicineCorrectionBody | PrescriptionCorrectionBody;
    }): Promise<CorrectionResponse> =>
      apiRequest(
        correction.medicineId === undefined
          ? adminApiPaths.prescriptionCorrection(orderId, correction.prescriptionId)
          : adminApiPaths.medicineCorrection(orderId, correction.prescriptionId, correction.medicineId),
        {
          method: 'PATCH',
          json: correction.body,
          auth: true,
          schema: () => loadCorrectionSchemas().then((m) => m.CorrectionResponseSchema),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewsKey, 'detail', orderId] }),
  });
}

/** GET /api/admin/prescription-reading-accuracy (admins): the reader against what pharmacists approved, per field and month. */
export function useReadingAccuracy() {
  return useQuery({
    queryKey: [...reviewsKey, 'accuracy'],
    queryFn: ({ signal }): Promise<ReadingAccuracyResponse> =>
      apiGet(adminApiPaths.readingAccuracy(), () => loadCorrectionSchemas().then((m) => m.ReadingAccuracyResponseSchema), {
        signal,
        auth: true,
      }),
  });
}

/** PUT …/registration: the pharmacist's registration number, entered once. */
export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationNumber: string) =>
      apiRequest(adminApiPaths.pharmacistRegistration(), {
        method: 'PUT',
        json: { registrationNumber },
        auth: true,
        schema: () => loadSchemas().then((m) => m.PharmacistRegistrationResponseSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

/**
 * The private prescription file fetched with the staff token (an <img src> could not send it), as an
 * object URL. Fetched once per opening (each fetch is an audited view), revoked when it is no longer shown.
 */
export function usePrescriptionFile(fileUrl: string | null) {
  const file = useQuery({
    queryKey: [...reviewsKey, 'file', fileUrl],
    queryFn: () => apiDownload(fileUrl ?? '', { auth: true }),
    enabled: fileUrl !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: file.isError };
}

/** GET /api/admin/prescription-register.csv (admins): the Schedule H1 register of a date range. */
export function downloadRegister(range: { from: string; to: string }): Promise<Blob> {
  return apiDownload(adminApiPaths.prescriptionRegister(range), { auth: true });
}
