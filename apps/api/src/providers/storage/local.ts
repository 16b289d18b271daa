import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './types.ts';

/** Keys are a folder and a file name of safe characters: nothing can climb out of the root. */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files on local disk under one root folder (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
