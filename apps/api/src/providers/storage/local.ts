import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, sha256Hex, STORAGE_KEY_PATTERN } from './keys.ts';
import type { FileStorage } from './types.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on local disk under one root folder (DATA_DIR/uploads by default): one instance only. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  const get = async (key: string) => {
    try {
      return await fs.readFile(fileOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    get,
    async stat(key) {
      const bytes = await get(key);
      return bytes ? { size: bytes.length, sha256: sha256Hex(bytes) } : null;
    },
    async read(key, range) {
      const file = fileOf(key);
      // Opened before the stream is handed out, so a missing file is null here and not a stream error later.
      const handle = await fs.open(file).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      // The stream closes the handle when it ends or is destroyed (autoClose).
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *keys() {
      const folders = await fs.readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      for (const folder of folders.filter((f) => f.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
        // Half-written `.partial` files and anything not made by put() are not stored files.
        const names = (await fs.readdir(path.join(root, folder.name))).sort();
        for (const name of names) if (STORAGE_KEY_PATTERN.test(`${folder.name}/${name}`)) yield `${folder.name}/${name}`;
      }
    },
  };
}
