import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nulMessage } from '@dawa/shared/http/primitives';
import { AppError } from '../lib/app-error.ts';

/** Where the first U+0000 of a value sits ('comment', 'lines.0.name', '' for the value itself), or undefined. */
export function findNul(value: unknown): string | undefined {
  // Iterative, not recursive: a body may nest as deep as its 1 MB allows.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['params', 'path parameter'],
  ['query', 'query parameter'],
  ['body', 'field'],
  ['headers', 'header'],
] as const satisfies readonly (readonly [keyof FastifyRequest, string])[];

/**
 * Refuses U+0000 anywhere in a request (path, query, body, headers) with a 400, for every route.
 * The shared `text()` schema already refuses it field by field with the field's own message; this
 * pre-handler runs after validation as the backstop for what a schema lets through (a future
 * `z.string()`, a route without a schema, a header), so PostgreSQL, which cannot store U+0000,
 * never sees one. Decision 014.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, label] of PARTS) {
      const path = findNul(request[part]);
      if (path === undefined) continue;
      const name = path || part;
      throw new AppError('invalid_input', `Invalid ${label} ${name}: ${nulMessage('it')}`, { [name]: [nulMessage('This value')] });
    }
  });
}
