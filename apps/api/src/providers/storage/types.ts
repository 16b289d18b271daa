/** Where uploaded files live: local disk by default; an object store would implement the same three calls. */
export interface FileStorage {
  /** Stores the bytes under a key made of folder and file name, e.g. `avatars/3kJ…Q.jpg`. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under a key, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}
