import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from '../../providers/storage/types.ts';

/** A file in storage, opened lazily: its size is known, its bytes are streamed (whole or one range) when sent. */
export interface StoredContent {
  size: number;
  read(range?: ByteRange): Promise<Readable>;
}

/**
 * A private file as a service hands it to a route: bytes made here (a thumbnail), or a stored file that
 * is streamed from whichever store holds it, with byte ranges (a PDF viewer asks for pages).
 */
export type PrivateFile = { contentType: string; name: string } & ({ bytes: Buffer } | { stored: StoredContent });

/** A stored file by key, or null when the store has no such file (the caller answers its own 404). */
export async function openStoredContent(storage: FileStorage, key: string): Promise<StoredContent | null> {
  const info = await storage.stat(key);
  if (!info) return null;
  return {
    size: info.size,
    read: async (range) => {
      const stream = await storage.read(key, range);
      // Deleted between the look and the read: the route has promised a body it can no longer give.
      if (!stream) throw new Error(`The stored file ${key} went away while it was being sent`);
      return stream;
    },
  };
}

/**
 * One range of `size` bytes from a Range header (RFC 9110: bytes=a-b, a-, -n), 'unsatisfiable', or null
 * to send the whole file (no header, several ranges, another unit or a malformed one: all may be ignored).
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Sends a private file (a prescription, a health report, an uploaded document) the one way they are
 * all served: inline under a safe file name, never kept by a shared cache, shown as data and never
 * run as a page (no scripts, no type sniffing). A stored file is streamed, never held whole in memory.
 */
export async function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, file: PrivateFile): Promise<FastifyReply> {
  reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff');
  if ('bytes' in file) return reply.send(file.bytes);
  const { size } = file.stored;
  reply.header('accept-ranges', 'bytes');
  const range = rangeOf(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send('');
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await file.stored.read(range));
  }
  return reply.header('content-length', size).send(await file.stored.read());
}
