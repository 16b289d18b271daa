import { integer, pgTable } from 'drizzle-orm/pg-core';

/** A clean schema file. */
export const fixtureRows = pgTable('fixture_rows', { id: integer('id').primaryKey() });
