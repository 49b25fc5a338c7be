// File storage: the interface, the disk implementation (DATA_DIR/files) and an in-memory fake of the same type.
// S3 (s3-storage.ts, s3-client.ts) is not exported here: the files feature imports it on demand, so the AWS SDK
// loads only with STORAGE_URL. s3-test-server.ts is test support (s3rver).
export * from './storage';
export * from './disk-storage';
export * from './memory-storage';
