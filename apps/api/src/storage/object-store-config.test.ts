import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseConfig } from '../config';

const S3 = {
  FILE_STORE: 's3',
  S3_BUCKET: 'esign-files',
  S3_REGION: 'ap-southeast-3',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('object store settings', () => {
  it('keeps files in the database unless FILE_STORE=s3', () => {
    expect(parseConfig({}).objectStore).toBeNull();
    expect(parseConfig({ FILE_STORE: 'database' }).objectStore).toBeNull();
  });

  it('reads a complete S3 setting, with the SDK credential chain when no keys are given', () => {
    expect(parseConfig(S3).objectStore).toEqual({
      bucket: 'esign-files',
      region: 'ap-southeast-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: 'files/',
      orphanGraceMinutes: 60,
      cleanupIntervalMinutes: 60,
    });
    expect(
      parseConfig({
        ...S3,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_KEY_PREFIX: 'esign/prod/',
        S3_ORPHAN_GRACE_MINUTES: '120',
      }).objectStore,
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'esign/prod/',
      orphanGraceMinutes: 120,
    });
  });

  it('stops on FILE_STORE=s3 without a bucket and a region', () => {
    expect(problemsOf({ FILE_STORE: 's3' })).toEqual([
      'S3_BUCKET: is required when FILE_STORE=s3',
      'S3_REGION: is required when FILE_STORE=s3',
    ]);
  });

  it('stops on half-given credentials, naming the missing half', () => {
    expect(problemsOf({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
    expect(problemsOf({ ...S3, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
  });

  it('stops on S3 settings while files would stay in the database', () => {
    expect(problemsOf({ S3_BUCKET: 'esign-files', S3_REGION: 'eu-west-1' })).toEqual([
      'FILE_STORE: must be s3 when S3_BUCKET, S3_REGION are set (or unset them to keep files in the database)',
    ]);
  });

  it('stops on a bad bucket name, endpoint, store kind or prefix', () => {
    expect(
      problemsOf({
        ...S3,
        S3_BUCKET: 'Bad_Bucket',
        S3_ENDPOINT: 'ftp://store',
        S3_KEY_PREFIX: 'files?/',
      }),
    ).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: /),
      'S3_KEY_PREFIX: must be a plain key prefix such as files/',
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ]);
    expect(problemsOf({ FILE_STORE: 'disk' })).toEqual([expect.stringMatching(/^FILE_STORE: /)]);
  });
});
