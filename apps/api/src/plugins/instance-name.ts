import type { FastifyInstance } from 'fastify';

/** The response header naming the instance that answered (INSTANCE_NAME); absent when the name is unset. */
export const INSTANCE_HEADER = 'x-dawa-instance';

/**
 * Behind a load balancer, which instance answered: on every response, and on the WebSocket upgrade
 * (`instanceHandshakeHeader`, whose 101 answer does not go through Fastify's reply). An operator sees
 * it in a browser's network panel or `curl -I`; the cluster journeys check that both instances served.
 * It names the process, nothing about the machine (no address, no version).
 */
export function registerInstanceName(app: FastifyInstance, name: string | undefined): void {
  if (!name) return;
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header(INSTANCE_HEADER, name);
    done();
  });
}

/** The header line for a WebSocket handshake (the ws server's 'headers' event), or none. */
export function instanceHandshakeHeader(name: string | undefined): string[] {
  return name ? [`X-Dawa-Instance: ${name}`] : [];
}
