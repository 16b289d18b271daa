import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Different addresses warned about at most (a scanner trying many Host headers must not flood the log). */
const MAX_WARNED_HOSTS = 20;

/**
 * The origin the customer's browser is on, when its request says so and it is this server: the Origin
 * header a browser sends (scripts cannot forge it) naming the host the request reached. Undefined
 * otherwise (no Origin, or a proxy in front that rewrites Host: then PUBLIC_URL is the address).
 */
export function browserOriginOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.host ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mail links, PhonePe's server callback and the invoice's links use PUBLIC_URL, while a browser's
 * session (the refresh cookie, the stored user) belongs to the address it is on. The server says so
 * at start when PUBLIC_URL was left to its default while listening beyond this machine, and on the
 * first request that reaches it at another address (decision 031).
 */
export function registerPublicUrlCheck(
  app: FastifyInstance,
  env: { PUBLIC_URL: string; PUBLIC_URL_IS_DEFAULT: boolean; HOST: string },
): void {
  const expected = new URL(env.PUBLIC_URL).host;
  const local = env.HOST === '127.0.0.1' || env.HOST === 'localhost' || env.HOST === '::1';
  app.addHook('onReady', async () => {
    if (env.PUBLIC_URL_IS_DEFAULT && !local) {
      app.log.warn(
        { publicUrl: env.PUBLIC_URL, host: env.HOST },
        `PUBLIC_URL is not set: links in e-mails point to ${env.PUBLIC_URL}. Set PUBLIC_URL to the address customers use if the store is reached at another one.`,
      );
    }
  });
  const warned = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const host = request.host;
    if (host === expected || warned.has(host) || warned.size >= MAX_WARNED_HOSTS) return;
    warned.add(host);
    request.log.warn(
      { host, publicUrl: env.PUBLIC_URL },
      `The store was reached at ${host}, not at PUBLIC_URL (${env.PUBLIC_URL}): links in e-mails lead there, where this browser's session is missing. Payments return the customer to the address they paid from.`,
    );
  });
}
