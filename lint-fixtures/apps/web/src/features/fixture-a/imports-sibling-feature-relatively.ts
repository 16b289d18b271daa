// Violation: a feature imports another feature (relative and without a suffix).
import { fixtureBHome } from '../fixture-b/fixture-b';

export const home = fixtureBHome;
