import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, isHealthDocument, sha256Hex, STORAGE_KEY_PATTERN } from './keys.ts';
import type { FileStorage } from './types.ts';

export interface S3Settings {
  /** Unset: AWS S3 itself. MinIO, R2 and the tests' s3rver give their URL. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither leaves the SDK's own chain (instance role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (https://host/bucket/key) rather than the host name: what MinIO-like servers expect. */
  forcePathStyle: boolean;
}

/** The file's own hash, kept as user metadata so storage:migrate compares without downloading. */
const HASH_METADATA = 'sha256';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

async function* firstBytes(body: Readable, wanted: number): AsyncGenerator<Buffer> {
  let left = wanted;
  for await (const part of body) {
    const piece = Buffer.from(part as Uint8Array).subarray(0, left);
    left -= piece.length;
    yield piece;
    if (left === 0) break;
  }
  body.destroy();
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every instance. The bucket
 * stays private: files reach people only through the API's authorised routes, which stream them from
 * here. Health documents are written with server-side encryption (SSE-S3, AES256).
 */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  async function getObject(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), ...(range ? { Range: range } : {}) }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }
  const bytesOf = async (body: unknown) =>
    Buffer.from(await (body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  const get = async (key: string) => {
    const object = await getObject(key);
    return object ? bytesOf(object.Body) : null;
  };
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: 'application/octet-stream',
          Metadata: { [HASH_METADATA]: sha256Hex(data) },
          ...(isHealthDocument(key) ? { ServerSideEncryption: 'AES256' } : {}),
        }),
      );
    },
    get,
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        const recorded = head.Metadata?.[HASH_METADATA];
        if (recorded && /^[0-9a-f]{64}$/.test(recorded)) return { size: head.ContentLength ?? 0, sha256: recorded };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
      // Put there by other means, without our hash: computed from the bytes.
      const bytes = await get(key);
      return bytes ? { size: bytes.length, sha256: sha256Hex(bytes) } : null;
    },
    async read(key, range) {
      const object = await getObject(key, range ? `bytes=${range.start}-${range.end}` : undefined);
      if (!object) return null;
      const body = object.Body instanceof Readable ? object.Body : Readable.from([await bytesOf(object.Body)]);
      if (!range || object.ContentLength === range.end - range.start + 1) return body;
      // Some S3-compatible servers answer `bytes=0-0` with the whole file (s3rver does): cut it to the range asked.
      if (object.ContentRange && !object.ContentRange.startsWith(`bytes ${range.start}-`))
        throw new Error(`The store answered ${object.ContentRange}`);
      return Readable.from(firstBytes(body, range.end - range.start + 1));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }));
        // Other tenants' objects in a shared bucket are not ours to copy.
        for (const object of page.Contents ?? []) if (object.Key && STORAGE_KEY_PATTERN.test(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
