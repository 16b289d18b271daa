import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/providers/storage/types.ts';

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const key = (folder: string) => `${folder}/${crypto.randomBytes(12).toString('base64url')}.pdf`;

export async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * What every FileStorage does, whichever store is under it: the same suite runs on local disk, the
 * database and an S3-compatible server, so a shop can move between them without a change of behaviour.
 */
export function describeFileStorageContract(name: string, store: () => FileStorage) {
  describe(`FileStorage contract: ${name}`, () => {
    // Bigger than two 256 KiB chunks with a short last one, so ranges cross chunk borders.
    const big = crypto.randomBytes(600 * 1024 + 123);

    it('gives back the bytes it was given, with their size and hash', async () => {
      const k = key('prescriptions');
      await store().put(k, big);
      expect((await store().get(k))?.equals(big)).toBe(true);
      expect(await store().stat(k)).toEqual({ size: big.length, sha256: sha256(big) });
      expect((await bytesOf(await store().read(k)))?.equals(big)).toBe(true);
    });

    it('reads one byte range, within a chunk and across chunk borders', async () => {
      const k = key('health-reports');
      await store().put(k, big);
      for (const [start, end] of [
        [0, 0],
        [10, 99],
        [262_000, 262_300],
        [100, 600_000],
        [big.length - 5, big.length - 1],
      ] as const) {
        const part = await bytesOf(await store().read(k, { start, end }));
        expect(part?.equals(big.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
    });

    it('answers null for a file that is not there, on every call', async () => {
      const k = key('avatars');
      expect(await store().get(k)).toBeNull();
      expect(await store().stat(k)).toBeNull();
      expect(await store().read(k)).toBeNull();
      await expect(store().delete(k)).resolves.toBeUndefined();
    });

    it('replaces a file on a second put: new bytes, new hash', async () => {
      const k = key('review-photos');
      await store().put(k, big);
      const small = Buffer.from('a smaller second version');
      await store().put(k, small);
      expect((await store().get(k))?.toString()).toBe('a smaller second version');
      expect(await store().stat(k)).toEqual({ size: small.length, sha256: sha256(small) });
      expect((await bytesOf(await store().read(k)))?.toString()).toBe('a smaller second version');
    });

    it('deletes: the file is gone and its key no longer listed', async () => {
      const k = key('product-images');
      await store().put(k, Buffer.from('image bytes'));
      const listed = async () => {
        const keys: string[] = [];
        for await (const each of store().keys()) keys.push(each);
        return keys;
      };
      expect(await listed()).toContain(k);
      await store().delete(k);
      expect(await store().get(k)).toBeNull();
      expect(await store().stat(k)).toBeNull();
      expect(await listed()).not.toContain(k);
    });

    it('keeps an empty file', async () => {
      const k = key('doctor-photos');
      await store().put(k, Buffer.alloc(0));
      expect((await store().get(k))?.length).toBe(0);
      expect(await store().stat(k)).toEqual({ size: 0, sha256: sha256(Buffer.alloc(0)) });
    });

    it('refuses a key that could climb out of its folder', async () => {
      await expect(store().put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(store().get('avatars/../../x.jpg')).rejects.toThrow(/Invalid storage key/);
    });
  });
}
