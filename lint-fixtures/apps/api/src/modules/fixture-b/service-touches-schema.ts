// Violation: a file that is not a repository imports the Drizzle schema.
import { fixtureRows } from '../../db/schema/fixture.ts';

export const table = fixtureRows;
