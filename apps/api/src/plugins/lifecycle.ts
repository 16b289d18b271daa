import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@dawa/shared/errors/codes';

/** starting: built, not yet ready (server.ts answers 503 before that, while migrations run); draining: SIGTERM came. */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase(): LifecyclePhase;
  /** Requests this instance has accepted and not yet answered (or seen aborted). */
  inFlight(): number;
  /** Runs `listener` when draining starts (close WebSockets with a reconnect hint, stop taking jobs). */
  onDrain(listener: () => void | Promise<void>): void;
  /** Readiness answers 503 from now on, new requests get 503, and the drain listeners run. */
  startDraining(): Promise<void>;
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Health checks answer while draining: the load balancer must see the instance go unready, and live stays up. */
const ANSWERS_WHILE_DRAINING = /^\/api\/health(\/live|\/ready)?$/;

export const SHUTTING_DOWN_MESSAGE = 'This server is restarting. Please try again in a moment.';

/**
 * The instance's readiness and its requests in flight, for /api/health/ready and the graceful
 * shutdown (server.ts). Ready once the app's onReady hooks ran; draining after SIGTERM, when a request
 * that still reaches this instance (on a kept-alive connection) gets 503 with Connection: close, so
 * the client retries elsewhere, and those already accepted finish.
 */
export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let phase: LifecyclePhase = 'starting';
  let inFlight = 0;
  const drainListeners: (() => void | Promise<void>)[] = [];
  let idleWaiters: (() => void)[] = [];

  const lifecycle: Lifecycle = {
    phase: () => phase,
    inFlight: () => inFlight,
    onDrain: (listener) => void drainListeners.push(listener),
    async startDraining() {
      if (phase === 'draining') return;
      phase = 'draining';
      for (const listener of drainListeners) {
        try {
          await listener();
        } catch (error) {
          app.log.warn({ err: error }, 'a drain step failed; shutting down anyway');
        }
      }
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
  app.decorate('lifecycle', lifecycle);
  // Last of the onReady hooks registered so far: the store's settings are read before the instance says it is ready.
  app.addHook('onReady', async () => {
    if (phase === 'starting') phase = 'ready';
  });

  app.addHook('onRequest', async (request, reply) => {
    if (phase === 'draining' && !ANSWERS_WHILE_DRAINING.test(request.url.split('?')[0] ?? '')) {
      const body: ErrorBody = { code: 'unavailable', message: SHUTTING_DOWN_MESSAGE };
      return reply.status(503).header('connection', 'close').header('retry-after', '1').type('application/json').send(JSON.stringify(body));
    }
    inFlight += 1;
    // 'close' comes once the answer is sent and also when the client goes away first.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight > 0) return;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    });
  });
  return lifecycle;
}
