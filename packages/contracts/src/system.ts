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

/** `GET /api/ready`: the process can serve, its database answers. 503 when it does not. */
export const getReady = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the database is reachable',
  tags: ['system'],
  response: {
    200: z.object({ status: z.literal('ready') }),
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
