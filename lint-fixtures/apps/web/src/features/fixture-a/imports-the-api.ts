// Violation: the web imports the API.
import { fixtureLimit } from '../../../../api/src/lib/fixture-lib.ts';

export const limit = fixtureLimit;
