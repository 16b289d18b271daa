import { test as setup } from '@playwright/test';
import { signInDemoAdminForRun } from '../fixtures/sessions';

// Once per run, before any journey: the demo admin signs in with its second factor (one 30-second
// code step for the whole run). Staff journeys use this session only to give their own new accounts
// a role (e2e/fixtures/sessions.ts), so none of them waits for an authenticator step.
setup('the demo admin signs in once for the run', async ({ request }) => {
  await signInDemoAdminForRun(request);
});
