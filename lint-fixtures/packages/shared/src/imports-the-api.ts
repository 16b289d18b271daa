// Violation: packages/shared imports an app.
import { fixtureLimit } from '../../../apps/api/src/lib/fixture-lib.ts';

export const limit = fixtureLimit;
