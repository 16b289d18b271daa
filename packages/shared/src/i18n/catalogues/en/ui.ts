// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * The shared building blocks' words (components/ui and components/errors): dialogs' buttons, paging,
 * list states, the error and 404 pages, and the form checks the account forms share (their English
 * is the shared rules' text, looked up by value: lib/field-error-text.ts).
 */
const ui = {
  'breadcrumbs.label': 'Breadcrumb',
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',
  'pager.pageOf': 'Page {page} of {pageCount}',
  'list.tryAgain': 'Try Again',
  'error.tryAgain': 'Try again',
  'notFound.title': 'Page Not Found',
  'notFound.description': 'The page you were looking for does not exist on Dawa.',
  'notFound.code': 'Error 404',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to Home',
  'routeError.title': 'Something went wrong',
  'routeError.description': 'This page could not be shown.',
  'routeError.stale': 'A newer version of Dawa is available. Reload the page to continue.',
  'routeError.text': 'This page could not be shown. Please try again.',
  'routeError.reload': 'Reload page',
  'field.passwordPolicy': 'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.',
  'field.passwordsMismatch': 'Passwords do not match.',
  'field.emailInvalid': 'Please enter a valid email address',
  'field.passwordRequired': 'Password is required',
  'field.phoneDigits': 'Phone number must be 6 to 15 digits',
  'field.otp': 'Enter the 6-digit code',
  'field.dob': 'Date of birth must be a real date (yyyy-mm-dd)',
  'field.country': 'Choose a country from the list',
  'field.deletePhrase': 'Please type "DELETE MY ACCOUNT" to confirm',
  'field.passwordTooLong': 'Password is too long',
  'field.emailTooLong': 'Email must be at most 254 characters',
  'field.required': '{field} is required',
  'field.tooLong': '{field} must be at most {max} characters',
  'field.nameCharacters': "{field} can only contain letters, spaces and . ' -",
  'field.notWebAddress': '{field} cannot be a web address',
  'fieldName.firstName': 'First name',
  'fieldName.lastName': 'Last name',
  'fieldName.state': 'State',
  'fieldName.city': 'City',
  'fieldName.postalCode': 'Postal code',
  'fieldName.address': 'Address',
} as const satisfies Catalogue;

export default ui;

declare module '../../namespaces.ts' {
  interface Namespaces {
    ui: typeof ui;
  }
}
