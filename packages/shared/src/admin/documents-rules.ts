/** Uploaded Documents' vocabulary, free of zod (the dashboard's filter imports it cheaply). */

export const DOCUMENT_CATEGORIES = ['profile_picture', 'review_photo', 'product_image', 'doctor_photo', 'prescription', 'health_report'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  profile_picture: 'Profile picture',
  review_photo: 'Review photo',
  product_image: 'Product image',
  doctor_photo: 'Doctor photo',
  prescription: 'Prescription',
  health_report: 'Health report',
};

/** Private health documents: an admin opening one is recorded in the audit log as a view. */
export const PRIVATE_DOCUMENT_CATEGORIES: readonly DocumentCategory[] = ['prescription', 'health_report'];

export const ADMIN_DOCUMENTS_PAGE_SIZE = 20;

/** The spec's texts (account-and-care §2 and §8). */
export const DOCUMENT_MESSAGES = {
  confirmDelete: 'Delete this document?',
  empty: 'No documents found.',
  fetchFailed: 'Failed to fetch documents',
  deleteFailed: 'Failed to delete document',
  deleted: 'Document deleted',
  notFound: 'Document not found',
} as const;
