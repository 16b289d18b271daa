/**
 * The sentences of the customer's prescriptions (spec: account-and-care §2 Prescriptions, §8). The
 * web shows them and the API answers with them, so tests on either side assert the same text.
 */
export const PRESCRIPTION_MESSAGES = {
  loginRequired: 'Login Required',
  loginRequiredBody: 'You must be logged in to view your prescriptions.',
  heading: 'My Prescriptions',
  searchPlaceholder: 'Search medicine...',
  uploadAndAnalyze: 'Upload & Analyze',
  loadFailed: 'Failed to load prescriptions',
  empty: 'No prescriptions found.',
  uploadFirst: 'Upload Your First Prescription',
  noDate: 'No date',
  unknownDoctor: 'Unknown',
  analyze: 'Analyze Prescription',
  analyzing: 'Analyzing...',
  reanalyze: 'Reanalyze Prescription',
  viewAnalysis: 'View Analysis',
  confirmDelete: 'Are you sure you want to delete this prescription?',
  deleted: 'Prescription deleted successfully',
  deleteFailed: 'Failed to delete prescription',
  uploaded: 'Prescription uploaded successfully!',
  uploadFailed: 'Failed to upload prescription',
  selectFileFirst: 'Please select a file first',
  wrongType: 'Only .jpg, .jpeg, .png, and .pdf files are allowed',
  tooLarge: 'The file is larger than 10MB. Please upload a smaller file.',
  emptyFile: 'The file is empty. Please choose the prescription file again.',
  analysisFailed: 'Failed to analyze prescription',
  analysisQueued: 'Analysis started. This usually takes a few seconds.',
  detailsFailed: 'Failed to fetch prescription details',
  notFound: 'Prescription not found',
  fileNotFound: 'Prescription file not found',
  noPreview: 'This prescription has no image preview',
  notAnalysable: 'This prescription has been reviewed or was written by a Dawa doctor; it cannot be analysed again.',
  analysisTitle: 'Prescription Analysis',
  notYetAnalyzed: 'Not yet analyzed',
  formInvalid: "Send the prescription as a form with one 'file' (jpg, jpeg, png or pdf) and an optional 'note'.",
} as const;

/** The card cuts the extracted text here (spec §9). */
export const EXTRACTED_TEXT_PREVIEW_CHARS = 200;
/** Longest note a customer may add. */
export const PRESCRIPTION_NOTE_MAX = 1000;
/** Prescriptions per page of 'My Prescriptions'. */
export const PRESCRIPTIONS_PAGE_SIZE = 24;
