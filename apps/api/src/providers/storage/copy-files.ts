import { sha256Hex } from './keys.ts';
import type { FileStorage } from './types.ts';

export interface CopyResult {
  /** Files written to the destination (and read back with the same hash). */
  copied: number;
  /** Files the destination already had with the same hash: a re-run after an interruption skips them. */
  skipped: number;
  /** Files that could not be copied, with why; the rest went on. */
  failed: { key: string; reason: string }[];
  /** Stopped by the signal before every file was looked at. */
  interrupted: boolean;
}

/**
 * Copies every file of one store into another (storage:migrate). Each file's hash is checked on both
 * sides: the source's bytes against its recorded hash, and the destination's bytes read back after the
 * write. What the destination already holds with the same hash is left alone, so it is safe to re-run.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  options: { signal?: AbortSignal; onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void } = {},
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, failed: [], interrupted: false };
  for await (const key of from.keys()) {
    if (options.signal?.aborted) {
      result.interrupted = true;
      break;
    }
    const outcome = await copyOne(from, to, key).catch((error: unknown) => ({
      failed: error instanceof Error ? error.message : String(error),
    }));
    if (outcome === 'copied') result.copied++;
    else if (outcome === 'skipped') result.skipped++;
    else result.failed.push({ key, reason: outcome.failed });
    options.onFile?.(key, typeof outcome === 'string' ? outcome : 'failed');
  }
  return result;
}

async function copyOne(from: FileStorage, to: FileStorage, key: string): Promise<'copied' | 'skipped' | { failed: string }> {
  const source = await from.stat(key);
  if (!source) return { failed: 'removed from the source while copying' };
  const there = await to.stat(key);
  if (there && there.sha256 === source.sha256 && there.size === source.size) return 'skipped';
  const bytes = await from.get(key);
  if (!bytes || sha256Hex(bytes) !== source.sha256) return { failed: 'the source bytes do not match their recorded hash' };
  await to.put(key, bytes);
  const written = await to.get(key);
  if (!written || sha256Hex(written) !== source.sha256) return { failed: 'the copy read back does not match the source hash' };
  return 'copied';
}
