// Files on S3-compatible object storage: loaded only when STORAGE_URL is set (the AWS SDK takes ~0.4 s to load).
import { createS3Client } from '../../integrations/storage/s3-client';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import type { ObjectStorageConfig } from '../../lib/config';
import { createS3Staging } from './s3-upload-staging';

/** Stored files under `<prefix>files/` and unfinished uploads under `<prefix>uploads/` of one bucket. */
export function createS3Files(config: ObjectStorageConfig) {
  const client = createS3Client(config);
  const staging = createS3Staging(config, client);
  return {
    storage: createS3Storage({ client, bucket: config.bucket, prefix: `${config.prefix}files/` }),
    staging,
    /** Lets go of the connections (the tus store's own client closes with the staging). */
    close: async () => {
      await staging.close();
      client.destroy();
    },
  };
}
