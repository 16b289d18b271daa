// Violation: a file that is not a repository uses Drizzle.
import { sql } from 'drizzle-orm';

export const now = sql`now()`;
