// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Health Reports (the page and the profile's section): list, add, open, delete. `msg.<key>` are the shared HEALTH_REPORT_MESSAGES, word for word. */
const healthReports = {
  'meta.title': 'Health Reports',
  'meta.description': 'Your health reports, kept privately.',
  heading: 'Health Reports',
  add: 'Add Health Report',
  loading: 'Loading health reports...',
  pages: 'Health report pages',
  'field.title': 'Title',
  'field.description': 'Description',
  'field.food': 'Food',
  'field.medicines': 'Medicines',
  'field.allergies': 'Allergies',
  'field.foodHabits': 'Food habits',
  'field.pastTreatments': 'Past treatments',
  'field.file': 'Report file (optional)',
  'field.fileHint': 'PDF, JPEG, PNG or WebP, up to 10MB. Kept privately.',
  'field.url': 'Or a link to the report (optional)',
  save: 'Save Report',
  saving: 'Saving...',
  viewFile: 'View file',
  viewFileLabel: 'Open the file of {title}',
  openLink: 'Open link',
  openLinkOf: 'of {title}',
  openFailed: 'Failed to open the report file',
  delete: 'Delete',
  deleteLabel: 'Delete {title}',
  deleteTitle: 'Delete health report',
  cancel: 'Cancel',
  'msg.required': 'Title and description are required.',
  'msg.empty': 'No health reports found.',
  'msg.fetchFailed': 'Failed to fetch health reports',
  'msg.addFailed': 'Failed to add health report',
  'msg.deleteFailed': 'Failed to delete health report',
  'msg.confirmDelete': 'Delete this health report?',
  'msg.added': 'Health report added',
  'msg.deleted': 'Health report deleted',
  'msg.notFound': 'Health report not found',
  'msg.noFile': 'This health report has no uploaded file',
  'msg.fileUrl': 'File URL must be a web address starting with http:// or https://',
  'msg.fileOrUrl': 'Attach a file or give a URL, not both',
  'msg.fileTooLarge': 'The file is too large: health report files can be at most 10MB.',
  'msg.fileType': 'Only PDF, JPEG, PNG and WebP files are allowed',
  'msg.tooManyFiles': 'Attach one file per health report.',
  'msg.loginRequired': 'Please log in to view your health reports',
} as const satisfies Catalogue;

export default healthReports;

declare module '../../namespaces.ts' {
  interface Namespaces {
    healthReports: typeof healthReports;
  }
}
