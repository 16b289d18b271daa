import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv (file storage, decision 051)', () => {
  it('keeps files on local disk with the embedded database, and in the database with DATABASE_URL', () => {
    expect(loadEnv({})).toMatchObject({ STORAGE: 'local', STORAGE_IS_DEFAULT: true });
    expect(loadEnv({ DATABASE_URL: 'postgres://u@db:5432/dawa' })).toMatchObject({ STORAGE: 'postgres', STORAGE_IS_DEFAULT: true });
    expect(loadEnv({ DATABASE_URL: 'postgres://u@db:5432/dawa', STORAGE: 'local' })).toMatchObject({
      STORAGE: 'local',
      STORAGE_IS_DEFAULT: false,
    });
    expect(() => loadEnv({ STORAGE: 'disk' })).toThrow(/STORAGE: STORAGE must be local, postgres or s3/);
  });

  it('wants a bucket for s3, both credentials or neither, and path-style addressing by default with an endpoint', () => {
    expect(() => loadEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'dawa-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set together or not at all/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'Dawa_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(loadEnv({ STORAGE: 's3', S3_BUCKET: 'dawa-files' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const minio = loadEnv({ STORAGE: 's3', S3_BUCKET: 'dawa-files', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ap-south-1' });
    expect(minio).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: true });
    expect(
      loadEnv({ STORAGE: 's3', S3_BUCKET: 'dawa-files', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' })
        .S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });
});
