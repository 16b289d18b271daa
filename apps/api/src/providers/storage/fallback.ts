import type { FileStorage } from './types.ts';

/**
 * The shared store first, then the old one for files it does not have yet: an upgrade whose default
 * moved from local disk to the database (decision 051) still serves the files uploaded before, until
 * `npm run storage:migrate` has copied them. New files go to the shared store only.
 */
export function withFallback(primary: FileStorage, legacy: FileStorage): FileStorage {
  return {
    kind: primary.kind,
    put: (key, data) => primary.put(key, data),
    get: async (key) => (await primary.get(key)) ?? legacy.get(key),
    stat: async (key) => (await primary.stat(key)) ?? legacy.stat(key),
    read: async (key, range) => (await primary.read(key, range)) ?? legacy.read(key, range),
    async delete(key) {
      await primary.delete(key);
      await legacy.delete(key);
    },
    keys: () => primary.keys(),
  };
}
