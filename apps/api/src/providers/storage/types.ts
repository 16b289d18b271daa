import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store knows of one file without reading it to the caller. */
export interface StoredFileInfo {
  size: number;
  /** Hex SHA-256 of the bytes (storage:migrate compares it to skip what is already copied). */
  sha256: string;
}

/**
 * Where uploaded files live: local disk (the embedded default), an S3-compatible bucket or the
 * PostgreSQL database (decision 051). Every instance of a scaled-out shop must share one of the last two.
 */
export interface FileStorage {
  /** Which store this is, for the start-up log and storage:migrate. */
  readonly kind: 'local' | 's3' | 'postgres';
  /** Stores the bytes under a key made of folder and file name, e.g. `avatars/3kJ…Q.jpg`; replaces a file already there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under a key, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Size and hash, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The bytes (or one range of them, already checked against the size) as a stream, or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (storage:migrate walks them). */
  keys(): AsyncIterable<string>;
}
