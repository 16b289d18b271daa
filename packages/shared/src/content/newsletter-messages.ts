// Without zod, so the footer form on every page can use the texts without loading the schemas.

/** A subscriber may ask again, but gets at most one newsletter mail a minute. */
export const NEWSLETTER_MAIL_COOLDOWN_SECONDS = 60;
/** How long the link of a confirmation mail works. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

/**
 * The footer's messages. The spec's success text is kept verbatim and, because sign-up is double
 * opt-in, followed by where to confirm; the three failure texts are the spec's.
 */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Subscribed successfully! Please check your inbox for an e-mail from Dawa to confirm your subscription.',
  failedWith: (serverMessage: string) => `Subscription failed: ${serverMessage}`,
  failed: 'Subscription failed. Please try again.',
  offline: 'Subscription failed. Please check your connection.',
} as const;

export const NEWSLETTER_CONFIRMED_MESSAGE = 'Your subscription is confirmed. Welcome to the Dawa newsletter!';
export const NEWSLETTER_ALREADY_CONFIRMED_MESSAGE = 'Your subscription is already confirmed. Thank you for reading!';
export const NEWSLETTER_INVALID_CONFIRM_MESSAGE =
  'This confirmation link is invalid or has expired. Please subscribe again from the form at the bottom of any page.';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from the Dawa newsletter. We will not e-mail you again.';
export const NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is invalid. Please use the link from your latest Dawa e-mail.';
