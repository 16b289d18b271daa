// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * The account's smaller pages: the newsletter links' pages (the server's answers are worded here by
 * value, see newsletter-messages.ts) and the development site lock.
 */
const account = {
  'newsletter.confirm.page': 'Confirm Newsletter Subscription',
  'newsletter.confirm.busy': 'Confirming your subscription...',
  'newsletter.confirm.done': 'Subscription Confirmed',
  'newsletter.confirm.failed': 'Confirmation Failed',
  'newsletter.confirm.description': 'Confirm your subscription to the Dawa newsletter.',
  'newsletter.confirm.missing': 'This confirmation link is incomplete. Please open the link from the e-mail again.',
  'newsletter.unsubscribe.page': 'Unsubscribe from Newsletter',
  'newsletter.unsubscribe.busy': 'Unsubscribing...',
  'newsletter.unsubscribe.done': 'Unsubscribed',
  'newsletter.unsubscribe.failed': 'Unsubscribe Failed',
  'newsletter.unsubscribe.description': 'Unsubscribe from the Dawa newsletter.',
  'newsletter.unsubscribe.missing': 'This unsubscribe link is incomplete. Please open the link from the e-mail again.',
  'newsletter.network': 'Could not reach Dawa. Please check your connection and open the link again.',
  'newsletter.server': 'Something went wrong on our side. Please open the link again in a few minutes.',
  'newsletter.wait': 'Please wait a moment.',
  'newsletter.continue': 'Continue Shopping',
  'newsletter.blog': 'Read the Health Blog',
  'newsletter.confirmed': 'Your subscription is confirmed. Welcome to the Dawa newsletter!',
  'newsletter.alreadyConfirmed': 'Your subscription is already confirmed. Thank you for reading!',
  'newsletter.invalidConfirm':
    'This confirmation link is invalid or has expired. Please subscribe again from the form at the bottom of any page.',
  'newsletter.unsubscribed': 'You have been unsubscribed from the Dawa newsletter. We will not e-mail you again.',
  'newsletter.invalidUnsubscribe': 'This unsubscribe link is invalid. Please use the link from your latest Dawa e-mail.',
  'siteLock.title': 'Site Locked',
  'siteLock.description': 'This site is password protected for development.',
  'siteLock.password': 'Password',
  'siteLock.passwordRequired': 'Password is required',
  'siteLock.incorrect': 'Incorrect password.',
  'siteLock.submit': 'Unlock',
  'siteLock.busy': 'Unlocking...',
} as const satisfies Catalogue;

export default account;

declare module '../../namespaces.ts' {
  interface Namespaces {
    account: typeof account;
  }
}
