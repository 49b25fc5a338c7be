import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** `GET /api/health`: the process is up (no dependency is checked). */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  tags: ['system'],
  response: {
    200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
  },
});

/**
 * `GET /api/ready`: the process can serve, its database answers. 503 when it does not. With a Moodle configured,
 * `moodle` tells what the start check found (`checking` until it answered); it never makes the answer 503.
 */
export const getReady = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the database is reachable',
  tags: ['system'],
  response: {
    200: z.object({
      status: z.literal('ready'),
      /** The Moodle start check: is MOODLE_URL Moodle's wwwroot, and does it accept MOODLE_TOKEN? */
      moodle: z
        .enum(['checking', 'ok', 'invalid_token', 'missing_functions', 'redirected', 'unreachable', 'failed'])
        .optional(),
    }),
  },
});

/** `GET /api/version`: name and version of the running build, so a client can notice a new deployment. */
export const getVersion = defineEndpoint({
  method: 'GET',
  path: '/api/version',
  summary: 'Name and version of the running build',
  tags: ['system'],
  response: {
    200: z.object({ name: z.string(), version: z.string() }),
  },
});
