// Violation: the API imports the web.
import { fixtureBHome } from '../../../web/src/features/fixture-b/fixture-b.ts';

export const home = fixtureBHome;
