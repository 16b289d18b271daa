/**
 * The two-factor sign-in calls (decision 018), apart from config/paths.ts so the app shell does not
 * carry them: only the login page and the settings dialogs use them.
 */
export const twoFactorApiPaths = {
  loginTwoFactor: () => '/api/login/two-factor',
  setup: () => '/api/settings/two-factor/setup',
  confirm: () => '/api/settings/two-factor/confirm',
  disable: () => '/api/settings/two-factor/disable',
};

/** The shared two-factor sign-in schemas (login challenge, enrolment), loaded once on first use. */
export const loadTwoFactorSchemas = () => import('@dawa/shared/auth/two-factor');
