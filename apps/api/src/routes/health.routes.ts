import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { redisAnswers } from '../providers/redis/redis-client.ts';

const CheckSchema = z.enum(['up', 'down']);
const HealthSchema = z.object({
  /** ok: everything this instance needs answers; down: at least one part does not (503). */
  status: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({ database: CheckSchema, redis: CheckSchema.optional() }),
  /** Which part is down, in a sentence (only with status down). */
  message: z.string().optional(),
});

/** How long a check may take before it counts as down (a monitor wants a quick answer). */
const CHECK_TIMEOUT_MS = 1_000;

async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: the process is up, the database answers and Redis (when REDIS_URL is set) too; 503 naming what is down. */
export const healthRoutes: FastifyPluginAsyncZod<{ redis: Redis | null }> = async (app, { redis }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and Redis check (503 when one is down)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([
        databaseAnswers(() => app.database.ping()),
        redis ? redisAnswers(redis, CHECK_TIMEOUT_MS) : Promise.resolve(null),
      ]);
      const down = [databaseUp ? null : 'The database', redisUp === false ? 'Redis' : null].filter((part) => part !== null);
      const state = (up: boolean) => (up ? ('up' as const) : ('down' as const));
      const checks = { database: state(databaseUp), ...(redisUp === null ? {} : { redis: state(redisUp) }) };
      if (down.length === 0) return reply.status(200).send({ status: 'ok', database: app.database.kind, checks });
      return reply
        .status(503)
        .send({ status: 'down', database: app.database.kind, checks, message: `${down.join(' and ')} ${down.length > 1 ? 'do' : 'does'} not answer.` });
    },
  );
};
