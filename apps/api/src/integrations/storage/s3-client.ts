import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../../lib/config';

/**
 * The AWS SDK settings for the configured object storage. Checksums are sent and checked only where S3 requires
 * them: the SDK's default (a CRC32 on every upload, streamed in `aws-chunked` framing) is refused or stored framed
 * by several S3-compatible stores, and the portal hashes every file itself (SHA-256) while storing it. Without
 * explicit keys the SDK's default chain applies (AWS_* variables, a profile, an instance or task role).
 */
export function s3ClientConfig(config: ObjectStorageConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export const createS3Client = (config: ObjectStorageConfig) => new S3Client(s3ClientConfig(config));
