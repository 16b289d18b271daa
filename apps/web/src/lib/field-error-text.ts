import { DELETE_ACCOUNT_PHRASE, PASSWORD_POLICY_MESSAGE, PASSWORDS_DO_NOT_MATCH } from '@dawa/shared/auth/rules';
import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';
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
  'Password is too long': 'field.passwordTooLong',
  'Email must be at most 254 characters': 'field.emailTooLong',
} as const;

/** The labels the shared schemas build their sentences around ('First name is required') and their names in the catalogue. */
const FIELD_NAMES: Record<string, `fieldName.${'firstName' | 'lastName' | 'state' | 'city' | 'postalCode' | 'address'}` | undefined> = {
  'First name': 'fieldName.firstName',
  'Last name': 'fieldName.lastName',
  State: 'fieldName.state',
  City: 'fieldName.city',
  'Postal code': 'fieldName.postalCode',
  Address: 'fieldName.address',
};

/**
 * A sentence personNameProblem or a length check built around a field's label, worded in the page's
 * language with the label translated; undefined for any other sentence (or an unknown label).
 */
function labelledSentence(message: string, t: Translate<CatalogueOf<'ui'>>): string | undefined {
  const [, label = '', rest = ''] = /^(First name|Last name|State|City|Postal code|Address) (.+)$/.exec(message) ?? [];
  const nameKey = FIELD_NAMES[label];
  if (!nameKey) return undefined;
  const field = t(nameKey);
  const max = /^must be at most (\d+) characters$/.exec(rest)?.[1];
  if (max !== undefined) return t('field.tooLong', { field, max: Number(max) });
  if (rest === 'is required') return t('field.required', { field });
  if (rest === "can only contain letters, spaces and . ' -") return t('field.nameCharacters', { field });
  if (rest === 'cannot be a web address') return t('field.notWebAddress', { field });
  return undefined;
}

/** `fieldText(message)`: a form check's message in the page's language (an unknown one as written). */
export function useFieldErrorText(): <M extends string | undefined>(message: M) => M | string {
  const t = useT('ui');
  return useCallback(
    <M extends string | undefined>(message: M): M | string => {
      if (message === undefined) return message;
      const key = (KEYS as Record<string, (typeof KEYS)[keyof typeof KEYS]>)[message];
      return key ? t(key) : (labelledSentence(message, t) ?? message);
    },
    [t],
  );
}
