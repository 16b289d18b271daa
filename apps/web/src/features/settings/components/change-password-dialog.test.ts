import { PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { describe, expect, it } from 'vitest';
import { changePasswordErrors, CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_TOO_SHORT, NEW_PASSWORDS_DO_NOT_MATCH } from './change-password-dialog';

describe('change password checks', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'Good@2026', confirmPassword: 'Good@2026' }, { currentPassword: CURRENT_PASSWORD_REQUIRED }],
    [{ currentPassword: 'x', newPassword: 'Ab@1', confirmPassword: 'Ab@1' }, { newPassword: NEW_PASSWORD_TOO_SHORT }],
    [{ currentPassword: 'x', newPassword: 'longpassword', confirmPassword: 'longpassword' }, { newPassword: PASSWORD_POLICY_MESSAGE }],
    [{ currentPassword: 'x', newPassword: 'Good@2026', confirmPassword: 'Good@2027' }, { confirmPassword: NEW_PASSWORDS_DO_NOT_MATCH }],
    [{ currentPassword: 'x', newPassword: 'Good@2026', confirmPassword: 'Good@2026' }, {}],
  ])('%o → %o', (values, expected) => {
    expect(changePasswordErrors(values)).toEqual(expected);
  });
});
