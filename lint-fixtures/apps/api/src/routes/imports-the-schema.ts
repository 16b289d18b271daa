// Violation: a route imports the Drizzle schema.
import { fixtureRows } from '../db/schema/fixture.ts';

export const table = fixtureRows;
