import { z } from 'zod';

/** Clean: packages/shared may import zod. */
export const FixtureSchema = z.object({ id: z.number() });
