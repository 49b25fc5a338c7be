// `npm run s3:server -w @portal/api -- [--port 4720] [--host 127.0.0.1] [--directory DIR] [--bucket NAME ...]`:
// an S3-compatible server for tests and trials (s3rver with the multipart calls @tus/s3-store needs, see
// `integrations/storage/s3-test-server.ts`). Path-style addressing, keys S3RVER/S3RVER. Without --directory its
// files go to a temporary folder removed on exit. When ready it prints one JSON line (endpoint, port, directory,
// buckets, the portal's environment) for a test that started it as a process; SIGTERM or SIGINT stops it.
import { parseArgs } from 'node:util';
import { S3_TEST_CREDENTIALS, startS3TestServer } from './integrations/storage/s3-test-server';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4720' },
    host: { type: 'string', default: '127.0.0.1' },
    directory: { type: 'string' },
    bucket: { type: 'string', multiple: true, default: [] },
    verbose: { type: 'boolean', default: false },
  },
});
const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (got "${args.port}")`);
  process.exit(1);
}
const server = await startS3TestServer({
  port,
  host: args.host,
  silent: !args.verbose,
  ...(args.directory && { directory: args.directory }),
});
for (const bucket of args.bucket) await server.createBucket(bucket);
console.log(
  JSON.stringify({
    endpoint: server.endpoint,
    port: server.port,
    directory: server.directory,
    buckets: args.bucket,
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      ...(args.bucket[0] && { STORAGE_URL: `s3://${args.bucket[0]}` }),
    },
  }),
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
