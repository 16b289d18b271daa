import { DELETE_ACCOUNT_PHRASE, PASSWORD_POLICY_MESSAGE, PASSWORDS_DO_NOT_MATCH } from '@dawa/shared/auth/rules';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The form checks' English sentences (the shared rules and schemas, which the API sends too) and their
 * keys in the 'ui' catalogue: a message is looked up by value, as checkout's payment messages are
 * (decision 038), so the schemas stay the one source of the rules.
 */
const KEYS = {
  [PASSWORD_POLICY_MESSAGE]: 'field.passwordPolicy',
  [PASSWORDS_DO_NOT_MATCH]: 'field.passwordsMismatch',
  'Please enter a valid email address': 'field.emailInvalid',
  'Password is required': 'field.passwordRequired',
  'Phone number must be 6 to 15 digits': 'field.phoneDigits',
  'Enter the 6-digit code': 'field.otp',
  'Date of birth must be a real date (yyyy-mm-dd)': 'field.dob',
  'Choose a country from the list': 'field.country',
  [`Please type "${DELETE_ACCOUNT_PHRASE}" to confirm`]: 'field.deletePhrase',
} as const;

/** `fieldText(message)`: a form check's message in the page's language (an unknown one as written). */
export function useFieldErrorText(): <M extends string | undefined>(message: M) => M | string {
  const t = useT('ui');
  return useCallback(
    <M extends string | undefined>(message: M): M | string => {
      if (message === undefined) return message;
      const key = (KEYS as Record<string, (typeof KEYS)[keyof typeof KEYS]>)[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
