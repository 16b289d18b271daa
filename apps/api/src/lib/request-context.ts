import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep in a request (a repository queueing a job, a mail written to the outbox) may know of it. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request with this id. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * The id of the request this code runs for (set by plugins/request-id.ts), or null off the request
 * path (a job, a sweep): stored with the jobs a request queues, so their log lines carry it too.
 */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
