import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, registerRoutes } from '../src/lib/define-route';
import { createTestApp } from './app';

describe('graceful close', () => {
  it('finishes requests in flight, refuses new ones, then closes the database', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const t = await createTestApp({
      extraRoutes: (app) =>
        registerRoutes(app, [
          defineRoute({
            endpoint: {
              method: 'GET',
              path: '/api/_probe/slow',
              summary: 'probe',
              response: { 200: z.object({ done: z.boolean() }) },
            },
            access: 'anonymous',
            handler: async () => {
              entered();
              await gate;
              return { done: true };
            },
          }),
        ]),
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const slow = fetch(`${address}/api/_probe/slow`);
    await inHandler;

    const closing = t.app.close();
    // While closing, the database is still open for the request in flight.
    await expect(t.database.ping()).resolves.toBeUndefined();
    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;

    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
  });
});
