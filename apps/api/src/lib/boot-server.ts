import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

const STARTING_BODY = JSON.stringify({ code: 'unavailable', message: 'This server is starting. Please try again in a moment.' });

/**
 * The HTTP server of `npm start`, listening before the database is migrated: until the app takes it
 * over, /api/health/live answers 200 (the process is up), /api/health/ready and every other request
 * 503 (a load balancer sends nothing here yet; a rolling deploy waits). The app then gets this same
 * server through Fastify's serverFactory, so there is no moment when the port is closed.
 */
export function createBootServer(timeouts: { requestTimeoutMs: number }) {
  const server = http.createServer();
  server.requestTimeout = timeouts.requestTimeoutMs;
  // Longer than a load balancer's idle upstream connections (nginx: 60 s), as Fastify's own default.
  server.keepAliveTimeout = 72_000;
  const whileStarting: http.RequestListener = (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/api/health/live') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end('{"status":"ok"}');
      return;
    }
    const body =
      path === '/api/health/ready' ? JSON.stringify({ status: 'starting', message: 'This instance is starting.' }) : STARTING_BODY;
    response
      .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2', 'cache-control': 'no-store' })
      .end(body);
  };
  server.on('request', whileStarting);
  let appHandler: http.RequestListener | null = null;
  return {
    server,
    listen: (port: number, host: string) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    /** For buildApp: Fastify gets this server; its handler is kept until handOver (its routes are not ready before). */
    serverFactory: ((handler) => {
      appHandler = handler;
      return server;
    }) as FastifyServerFactory,
    /** After app.ready(): Fastify answers from now on instead of the 'starting' answers. */
    handOver() {
      if (!appHandler) throw new Error('the app was not built on the boot server');
      server.off('request', whileStarting);
      server.on('request', appHandler);
    },
  };
}
