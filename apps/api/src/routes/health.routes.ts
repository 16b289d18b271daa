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

const LiveSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  /** ok: take traffic; starting: not ready yet; stopping: shutting down (SIGTERM); down: a part does not answer. */
  status: z.enum(['ok', 'starting', 'stopping', 'down']),
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

/**
 * GET /api/health: the process is up, the database answers and Redis (when REDIS_URL is set) too; 503 naming what is down.
 * GET /api/health/live: the process answers (a restart is the cure when it does not).
 * GET /api/health/ready: this instance takes traffic: started, not shutting down, and its database and Redis answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ redis: Redis | null }> = async (app, { redis }) => {
  /** The checks of /api/health: which parts are down, and each part's state. */
  async function dependencyChecks() {
    const [databaseUp, redisUp] = await Promise.all([
      databaseAnswers(() => app.database.ping()),
      redis ? redisAnswers(redis, CHECK_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    const down = [databaseUp ? null : 'The database', redisUp === false ? 'Redis' : null].filter((part) => part !== null);
    const state = (up: boolean) => (up ? ('up' as const) : ('down' as const));
    const checks = { database: state(databaseUp), ...(redisUp === null ? {} : { redis: state(redisUp) }) };
    const message = down.length === 0 ? undefined : `${down.join(' and ')} ${down.length > 1 ? 'do' : 'does'} not answer.`;
    return { checks, message };
  }

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
      const { checks, message } = await dependencyChecks();
      if (!message) return reply.status(200).send({ status: 'ok', database: app.database.kind, checks });
      return reply.status(503).send({ status: 'down', database: app.database.kind, checks, message });
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers (checks nothing else)', response: { 200: LiveSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 while starting (migrations), while shutting down, or when the database or Redis does not answer',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const phase = app.lifecycle.phase();
      if (phase === 'starting') return reply.status(503).send({ status: 'starting', message: 'This instance is starting.' });
      if (phase === 'draining') return reply.status(503).send({ status: 'stopping', message: 'This instance is shutting down.' });
      const { message } = await dependencyChecks();
      return message ? reply.status(503).send({ status: 'down', message }) : reply.status(200).send({ status: 'ok' });
    },
  );
};
