import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { authenticationRequired } from '../lib/app-error.ts';
import { queueDepths } from '../modules/maintenance/queue-depths.ts';

/** What the rest of the app reports to the metrics (no-ops when METRICS_TOKEN is unset). */
export interface MetricsRecorder {
  /** A payment settled: paid (success), failed, or money to give back (refund_pending), by provider. */
  paymentOutcome(provider: string, outcome: string): void;
}

export interface AppMetrics extends MetricsRecorder {
  /** This app's own registry: tests build many apps in one process, each counts its own. */
  registry: Registry | null;
}

export const METRICS_PATH = '/api/metrics';

/** Latency buckets in seconds: storefront answers sit at 5-50 ms, uploads and PDFs reach seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The registry of one app (decision 052), or none without METRICS_TOKEN: then nothing is measured and
 * GET /api/metrics does not exist. Payment outcomes are counted where a payment settles (flows/settle-payment.ts).
 */
export function createMetrics(enabled: boolean): AppMetrics {
  if (!enabled) return { registry: null, paymentOutcome: () => {} };
  const registry = new Registry();
  const payments = new Counter({
    name: 'dawa_payment_outcomes_total',
    help: 'Payments settled by a verified provider answer, by provider and outcome (success, failed, refund_pending).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, paymentOutcome: (provider, outcome) => payments.inc({ provider, outcome }) };
}

/** The route pattern (never the raw URL: ids would make a series per product); 'unmatched' for 404s. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * Measures every request (rate, latency, 5xx by route pattern, method and status class), the
 * database pool and the queues, and serves them in Prometheus' text format at GET /api/metrics
 * behind `Authorization: Bearer METRICS_TOKEN`. Register before the routes.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  options: { token: string | undefined; database: DatabaseHandle },
): void {
  const { registry } = metrics;
  const { token, database } = options;
  if (!registry || !token) return;
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'dawa_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries queued for a connection); absent on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'dawa_queue_jobs',
    help: 'Open background work: prescription analyses queued and running, outbox mails unsent (with SMTP), appointment reminders due.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        for (const { queue, state, jobs } of await queueDepths(database.db)) this.set({ queue, state }, jobs);
      } catch (error) {
        // A scrape while the database is down still answers (the pool and request figures say why).
        this.reset();
        app.log.warn({ err: error }, 'metrics: the queue depths could not be read');
      }
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: routeOf(request), status_class: statusClassOf(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: labels.method, route: labels.route });
  });

  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!tokenMatches(request, token)) throw authenticationRequired();
      },
    },
    // prom-client writes NaN as 'Nan' (the event loop's mean before any sample); the format spells it NaN.
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send((await registry.metrics()).replace(/ Nan$/gm, ' NaN')),
  );
}
