import { HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';

/** An S3 client for the configured store. */
export function createObjectStoreClient(config: ObjectStoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API demands them: many S3-compatible stores reject the SDK's
    // default trailing checksums; the bytes are checked against the row's SHA-256 on every read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Fails with a clear message when the bucket cannot be reached with these settings. */
export async function assertBucketReachable(
  client: S3Client,
  config: ObjectStoreConfig,
): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'no such bucket (HTTP 404)'
        : status === 403 || status === 401
          ? `access denied (HTTP ${status})`
          : error instanceof Error
            ? `${error.name}: ${error.message}${status ? ` (HTTP ${status})` : ''}`
            : String(error);
    throw new Error(
      `The object store bucket "${config.bucket}" is not reachable` +
        `${config.endpoint ? ` at ${config.endpoint}` : ''} (check S3_BUCKET, S3_ENDPOINT, ` +
        `S3_REGION, S3_FORCE_PATH_STYLE and the credentials): ${reason}`,
    );
  }
}
