// The error body's schema and the status codes' generic error codes, loaded by the API client when a call fails
// (a chunk of its own: the first screen's chunk stays free of zod and the contracts).
export { errorCodeForStatus, errorResponseSchema } from '@portal/contracts';
