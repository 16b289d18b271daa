import { toQueryString } from './paths';

/**
 * Pages and API endpoints of the staff dashboard, apart from `paths`/`apiPaths` so that the app shell
 * every first visit downloads does not carry them.
 */
export const adminPaths = {
  /** /admin, or one of its sections (/admin/users). */
  dashboard: (section?: string) => (section ? `/admin/${encodeURIComponent(section)}` : '/admin'),
};

export const adminApiPaths = {
  users: (query: { search?: string | undefined; page?: number | undefined } = {}) =>
    `/api/admin/users${toQueryString({ search: query.search || undefined, page: query.page && query.page > 1 ? query.page : undefined })}`,
  user: (id: number) => `/api/admin/users/${id}`,
  userRole: (id: number) => `/api/admin/users/${id}/role`,
  settings: () => '/api/admin/settings',
  compositionReviews: () => '/api/admin/composition-reviews?pageSize=100',
  resolveCompositionReview: (id: number) => `/api/admin/composition-reviews/${id}/resolve`,
  auditLog: (query: Record<string, string | number | undefined>) => `/api/admin/audit-log${toQueryString(query)}`,
  doctors: (query: Record<string, string | number | undefined>) => `/api/admin/doctors${toQueryString(query)}`,
  doctor: (id?: number) => (id === undefined ? '/api/admin/doctors' : `/api/admin/doctors/${id}`),
  doctorPhoto: (id: number) => `/api/admin/doctors/${id}/photo`,
  documents: (query: { category?: string | undefined; page?: number | undefined }) =>
    `/api/admin/documents${toQueryString({ category: query.category || undefined, page: query.page && query.page > 1 ? query.page : undefined })}`,
  document: (id: number) => `/api/admin/documents/${id}`,
  documentFile: (id: number) => `/api/admin/documents/${id}/file`,
  promos: () => '/api/admin/promos',
  promo: (code: string) => `/api/admin/promos/${encodeURIComponent(code)}`,
  blog: (page: number) => `/api/admin/blog${toQueryString({ page: page > 1 ? page : undefined })}`,
  blogArticles: () => '/api/admin/blog',
  blogArticle: (id: number) => `/api/admin/blog/${id}`,
  policyVersions: (page: string) => `/api/admin/policies/${encodeURIComponent(page)}/versions`,
  heroes: () => '/api/admin/hero',
  hero: (id: number) => `/api/admin/hero/${id}`,
  orders: (query: Record<string, string | number | undefined>) => `/api/admin/orders${toQueryString(query)}`,
  order: (id: number) => `/api/admin/orders/${id}`,
  orderStatus: (id: number) => `/api/admin/orders/${id}/status`,
  orderInvoice: (id: number) => `/api/admin/orders/${id}/invoice.pdf`,
  orderCreditNote: (id: number) => `/api/admin/orders/${id}/credit-note.pdf`,
  productBatches: (id: number) => `/api/admin/products/${id}/batches`,
  productSuggestions: (q: string) => `/api/products/suggestions${toQueryString({ q, limit: 8 })}`,
  analytics: (range: { from?: string; to?: string }) => `/api/admin/analytics${toQueryString(range)}`,
  analyticsExport: (query: { table: string; from?: string; to?: string }) => `/api/admin/analytics/export${toQueryString(query)}`,
  overview: () => '/api/admin/overview',
  payments: (query: Record<string, string | number | undefined>) => `/api/admin/payments${toQueryString(query)}`,
  paymentMismatches: () => '/api/admin/payments/mismatches',
  paymentsReconcile: () => '/api/admin/payments/reconcile',
  paymentsCsv: (query: Record<string, string | undefined>) => `/api/admin/payments.csv${toQueryString(query)}`,
  prescriptionReviews: () => '/api/admin/prescription-reviews',
  prescriptionReview: (orderId: number) => `/api/admin/prescription-reviews/${orderId}`,
  prescriptionDecision: (orderId: number) => `/api/admin/prescription-reviews/${orderId}/decision`,
  prescriptionMedicineCheck: (orderId: number) => `/api/admin/prescription-reviews/${orderId}/medicine-check`,
  pharmacistRegistration: () => '/api/admin/prescription-reviews/registration',
  readingAccuracy: () => '/api/admin/prescription-reading-accuracy',
  prescriptionCorrection: (orderId: number, prescriptionId: number) =>
    `/api/admin/prescription-reviews/${orderId}/prescriptions/${prescriptionId}`,
  medicineCorrection: (orderId: number, prescriptionId: number, medicineId: number) =>
    `/api/admin/prescription-reviews/${orderId}/prescriptions/${prescriptionId}/medicines/${medicineId}`,
  prescriptionRegister: (range: { from: string; to: string }) => `/api/admin/prescription-register.csv${toQueryString(range)}`,
};
