import { eq } from 'drizzle-orm';
import { fixtureRows } from '../../db/schema/fixture.ts';

/** A clean repository: only repositories touch the schema and Drizzle. */
export const byId = (id: number) => eq(fixtureRows.id, id);
