import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The server the app serves on (not closed by app.close(): server.ts owns it). */
  server: Server;
  /** How long requests in flight may take to finish, and then again background jobs to stop. */
  graceMs: number;
  /** Closed last (the database handle). */
  closeDatabase: () => Promise<void>;
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * SIGTERM (decision 052): readiness goes 503 and WebSockets close with 1012 (the drain listeners), the
 * server stops accepting connections (idle kept-alive ones are closed; a request still arriving on a
 * busy one gets 503 with Connection: close), the requests already accepted finish within `graceMs`,
 * then the background jobs stop (the analysis in hand is given back) and the database closes.
 * Answers whether everything finished in time (the exit code is 0 either way: nothing is lost, a
 * cut request is the client's to retry, a job's lease runs out).
 */
export async function shutDownGracefully(app: FastifyInstance, { server, graceMs, closeDatabase }: ShutdownOptions): Promise<boolean> {
  const startedAt = Date.now();
  await app.lifecycle.startDraining();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const inFlight = app.lifecycle.inFlight();
  app.log.info({ inFlight, graceMs }, 'shutting down: no new connections; finishing the requests in flight');
  const drained = (await Promise.race([app.lifecycle.idle(), timeout(graceMs)])) !== 'timeout';
  if (!drained) app.log.warn({ inFlight: app.lifecycle.inFlight() }, `shutting down: requests still running after ${graceMs} ms are cut`);
  // Kept-alive connections that went idle after their last answer, and (past the grace) the rest.
  server.closeAllConnections();
  await Promise.race([closed, timeout(1_000)]);
  const stopped = (await Promise.race([app.close().then(() => 'closed' as const), timeout(graceMs)])) !== 'timeout';
  if (!stopped) app.log.warn(`shutting down: background jobs did not stop within ${graceMs} ms`);
  await closeDatabase().catch((error: unknown) => app.log.warn({ err: error }, 'shutting down: closing the database failed'));
  app.log.info({ ms: Date.now() - startedAt, drained, stopped }, 'shut down');
  return drained && stopped;
}
