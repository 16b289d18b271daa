import errorsEn from '@dawa/shared/i18n/catalogues/en/errors';
import errorsHi from '@dawa/shared/i18n/catalogues/hi/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from './api-error-text';

const refusal = (body: ConstructorParameters<typeof ApiError>[1], status = 409) => new ApiError(status, body);

describe('apiErrorText', () => {
  it('words a known reason from the catalogue in either language', () => {
    const error = refusal({ code: 'forbidden', message: 'x', reason: 'two_factor_setup_required' }, 403);
    expect(apiErrorText(error, 'fallback', 'en', errorsEn)).toBe('Set up two-factor authentication in Settings to use the dashboard.');
    expect(apiErrorText(error, 'fallback', 'hi', errorsHi)).toBe('डैशबोर्ड इस्तेमाल करने के लिए सेटिंग्स में टू-फ़ैक्टर ऑथेंटिकेशन सेट करें।');
  });

  it("shows the server's English message in English and the code's sentence in Hindi otherwise", () => {
    const error = refusal({ code: 'out_of_stock', message: 'Only 2 left of Dolo 650' });
    expect(apiErrorText(error, 'fallback', 'en', errorsEn)).toBe('Only 2 left of Dolo 650');
    expect(apiErrorText(error, 'fallback', 'hi', errorsHi)).toBe('यह प्रोडक्ट स्टॉक में नहीं है।');
  });

  it("gives the caller's fallback when the server failed or did not answer", () => {
    expect(apiErrorText(refusal({ code: 'internal', message: 'boom' }, 500), 'Try later', 'hi', errorsHi)).toBe('Try later');
    expect(apiErrorText(new Error('offline'), 'Try later', 'en', errorsEn)).toBe('Try later');
  });

  it.each([
    [
      'prescription_file_too_large',
      10,
      'The file is larger than 10MB. Please upload a smaller file.',
      'फ़ाइल 10MB से बड़ी है। कृपया छोटी फ़ाइल अपलोड करें।',
    ],
    [
      'health_report_file_too_large',
      10,
      'The file is too large: health report files can be at most 10MB.',
      'फ़ाइल बहुत बड़ी है: हेल्थ रिपोर्ट की फ़ाइल अधिकतम 10MB की हो सकती है।',
    ],
    ['profile_picture_too_large', 5, 'Image size should be less than 5MB', 'इमेज 5MB से छोटी होनी चाहिए'],
    ['review_photo_too_large', 5, 'Each photo must be 5 MB or smaller.', 'हर फ़ोटो 5 MB या उससे छोटी होनी चाहिए।'],
  ])('words an upload over its limit (413, %s) in English and Hindi', (reason, maxMb, english, hindi) => {
    const error = refusal({ code: 'payload_too_large', message: english, reason, params: { maxMb } }, 413);
    expect(apiErrorText(error, 'fallback', 'en', errorsEn)).toBe(english);
    expect(apiErrorText(error, 'fallback', 'hi', errorsHi)).toBe(hindi);
  });
});
