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
 * to memory: instances that silently counted apart would each allow the full limit.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  let cause: Error | undefined;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // While the connection is down, a command waits for one reconnect and then fails (the request
    // answers 500) instead of hanging or counting nowhere.
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
  client.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error; rate-limited requests fail until it is back'));
  return client;
}
