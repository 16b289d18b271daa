import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The URL with its password masked, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

/**
 * Connects to the Redis of REDIS_URL, or throws a message that names the cause. There is no fallback
 * to memory at start: instances that silently counted apart would each allow the full limit. Once
 * running, a brief outage is survived: commands fail at once (no offline queue) and the limiters
 * count in this process meanwhile (failure-limiter-redis.ts, rate-limit-store.ts).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  let cause: Error | undefined;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // While the connection is down a command fails at once rather than waiting in a queue, so a
    // limiter answers from memory without delaying the request.
    maxRetriesPerRequest: 1,
  });
  // ioredis rejects connect() with "Connection is closed"; the error event carries the real reason.
  const remember = (error: Error) => {
    cause = error;
  };
  client.on('error', remember);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = cause?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `Cannot reach Redis at ${redactRedisUrl(url)} (REDIS_URL): ${reason}. Start Redis, or unset REDIS_URL to keep rate limits in this process.`,
    );
  }
  client.off('error', remember);
  // Set after the first connect: connect() and the first ping above may wait for the connection.
  client.options.enableOfflineQueue = false;
  // One line per outage (ioredis reports every reconnect attempt), and one when it is over.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable: rate limits are counted in this process until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are shared again');
  });
  return client;
}

/** Whether Redis answers a PING within the time given (for /api/health; cheap, never throws). */
export async function redisAnswers(client: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([client.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
