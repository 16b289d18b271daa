import { RegisterBodySchema, UpdateProfileBodySchema } from '@dawa/shared/auth/schemas';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { inLanguage } from '@/test/language';
import { useFieldErrorText } from './field-error-text';

/** The first message the shared schema gives for a field of `body`. */
function messageOf(schema: typeof RegisterBodySchema | typeof UpdateProfileBodySchema, body: Record<string, unknown>, field: string): string {
  const result = schema.safeParse(body);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`no issue for ${field}`);
  return issue.message;
}

const profile = { firstName: 'Asha', lastName: 'Rao', phone: null, dob: null, country: null };
const register = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', password: 'Secure@123' };

// The schemas' own sentences, so a reworded check that the catalogue does not follow fails here.
const cases = [
  [messageOf(UpdateProfileBodySchema, { ...profile, firstName: '' }, 'firstName'), 'पहला नाम ज़रूरी है'],
  [messageOf(UpdateProfileBodySchema, { ...profile, lastName: 'R'.repeat(61) }, 'lastName'), 'उपनाम में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं'],
  [messageOf(RegisterBodySchema, { ...register, firstName: 'Asha1' }, 'firstName'), "पहला नाम में सिर्फ़ अक्षर, स्पेस और . ' - हो सकते हैं"],
  [messageOf(RegisterBodySchema, { ...register, lastName: 'visit.example' }, 'lastName'), 'उपनाम में वेबसाइट का पता नहीं हो सकता'],
  [messageOf(UpdateProfileBodySchema, { ...profile, city: 'C'.repeat(61) }, 'city'), 'शहर में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं'],
  [messageOf(UpdateProfileBodySchema, { ...profile, address: 'A'.repeat(301) }, 'address'), 'पता में ज़्यादा से ज़्यादा 300 अक्षर हो सकते हैं'],
  [messageOf(UpdateProfileBodySchema, { ...profile, postalCode: '1'.repeat(13) }, 'postalCode'), 'पिन कोड में ज़्यादा से ज़्यादा 12 अक्षर हो सकते हैं'],
  [messageOf(RegisterBodySchema, { ...register, email: `${'a'.repeat(250)}@example.in` }, 'email'), 'ईमेल में ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं'],
] as const;

describe('the rarer form checks', () => {
  it.each(cases)('keep their English word for word: %s', (english) => {
    const { result } = renderHook(() => useFieldErrorText());
    expect(result.current(english)).toBe(english);
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it.each(cases)('word %s as %s', (english, hindi) => {
      const { result } = renderHook(() => useFieldErrorText());
      expect(result.current(english)).toBe(hindi);
    });

    it('leave a sentence they do not know as written', () => {
      expect(languageStore.get()).toBe('hi');
      const { result } = renderHook(() => useFieldErrorText());
      expect(result.current('Nickname is required')).toBe('Nickname is required');
    });
  });
});
