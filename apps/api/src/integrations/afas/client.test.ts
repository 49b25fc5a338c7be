import { afterEach, describe, expect, it } from 'vitest';
import { classicTokenAuth, oauthClientCredentialsAuth } from './auth';
import { AfasError, chunkValues, connectorQuery, createAfasClient, type AfasClientOptions } from './client';
import { formatAfasFilterDateTime, parseAfasDate, parseAfasDateTime } from './dates';
import { startAfasSimulator, type AfasSimulator } from './simulator';

const rows = Array.from({ length: 25 }, (_, i) => ({
  BcCo: String(1000000 + i),
  LaNm: `Naam ${String(24 - i).padStart(2, '0')}`,
  Grp: i % 3 === 0 ? 'A' : 'B',
  DaBe: `2026-0${(i % 9) + 1}-01T00:00:00Z`,
}));

let sim: AfasSimulator | undefined;
afterEach(async () => {
  await sim?.kill();
  sim = undefined;
});

async function setup(options: Partial<AfasClientOptions> = {}) {
  sim = await startAfasSimulator({
    fixture: { Persons: rows },
    token: 'GOODTOKEN',
    oauth: { clientId: 'portal', clientSecret: 's3cret' },
  });
  const waits: number[] = [];
  const client = createAfasClient({
    baseUrl: sim.url,
    auth: classicTokenAuth('GOODTOKEN'),
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { sim, client, waits };
}

describe('AFAS client against the simulator', () => {
  it('pages with skip/take in the asked order until a short page', async () => {
    const { sim, client } = await setup();
    const pages: string[][] = [];
    for await (const page of client.pages('Persons', { orderBy: ['LaNm'], take: 10 }))
      pages.push(page.map((r) => String(r.BcCo)));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(rows.map((r) => r.BcCo).reverse());
    expect(sim.calls).toHaveLength(3);
    expect(sim.calls[0]).toContain('orderbyfieldids=LaNm');
    const desc = await client.getAll('Persons', { orderBy: ['-BcCo'], take: 100 });
    expect(desc[0]!.BcCo).toBe('1000024');
  });

  it('refuses to page without an order', async () => {
    const { client } = await setup();
    await expect(client.getAll('Persons', { orderBy: [] })).rejects.toThrow(/orderbyfieldids/);
  });

  it('filters with AND and OR groups, and with filterjson when a value holds a comma', async () => {
    const { client } = await setup();
    const and = await client.getAll('Persons', {
      orderBy: ['BcCo'],
      filters: [
        { field: 'Grp', op: 'eq', value: 'A' },
        { field: 'BcCo', op: 'gte', value: '1000010' },
      ],
    });
    expect(and.map((r) => r.BcCo)).toEqual(['1000012', '1000015', '1000018', '1000021', '1000024']);
    const or = await client.getAll('Persons', {
      orderBy: ['BcCo'],
      filters: [[{ field: 'BcCo', op: 'eq', value: '1000001' }], [{ field: 'BcCo', op: 'eq', value: '1000003' }]],
    });
    expect(or.map((r) => r.BcCo)).toEqual(['1000001', '1000003']);
    const json = await client.getAll('Persons', {
      orderBy: ['BcCo'],
      filters: [{ field: 'LaNm', op: 'contains', value: 'a,b' }],
    });
    expect(json).toEqual([]);
    expect(sim!.calls.at(-1)).toContain('filterjson=');
  });

  it('keeps query strings under 2049 characters and splits long OR lists', async () => {
    const ids = Array.from({ length: 600 }, (_, i) => String(2000000 + i));
    expect(() =>
      connectorQuery({
        skip: 0,
        orderBy: ['BcCo'],
        filters: ids.map((v) => [{ field: 'BcCo', op: 'eq' as const, value: v }]),
      }),
    ).toThrow(AfasError);
    const chunks = chunkValues(ids, 'BcCo');
    expect(chunks.flat()).toEqual(ids);
    for (const chunk of chunks) {
      const q = connectorQuery({
        skip: 0,
        take: 1000,
        orderBy: ['BcCo'],
        filters: chunk.map((v) => [{ field: 'BcCo', op: 'eq' as const, value: v }]),
      });
      expect(q.length).toBeLessThan(2049);
    }
  });

  it('waits retry_after on a 503 and then succeeds', async () => {
    const { sim, client, waits } = await setup();
    sim.script({ status: 503, body: { error: { code: '503', message: 'Onderhoud' }, retry_after: 7 } });
    const all = await client.getAll('Persons', { orderBy: ['BcCo'] });
    expect(all).toHaveLength(25);
    expect(waits).toEqual([7000]);
    expect(sim.calls).toHaveLength(2);
  });

  it('does not wait for a 503 that asks longer than allowed', async () => {
    const { sim, client, waits } = await setup({ maxRetryAfterMs: 60_000 });
    sim.script({ status: 503, body: { error: { code: '503', message: 'Onderhoud' }, retry_after: 7200 } });
    await expect(client.getAll('Persons', { orderBy: ['BcCo'] })).rejects.toMatchObject({ kind: 'unavailable' });
    expect(waits).toEqual([]);
  });

  it('never retries a 401 or a 403', async () => {
    const { sim, client, waits } = await setup({ auth: classicTokenAuth('WRONG') });
    await expect(client.getAll('Persons', { orderBy: ['BcCo'] })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(sim.calls).toHaveLength(1);
    const good = createAfasClient({ baseUrl: sim.url, auth: classicTokenAuth('GOODTOKEN'), sleep: async () => {} });
    sim.script({ status: 403 });
    await expect(good.getAll('Persons', { orderBy: ['BcCo'] })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(sim.calls).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('does not retry a functional 500 and keeps its externalMessage', async () => {
    const { sim, client } = await setup();
    sim.script({
      status: 500,
      body: { externalMessage: 'Persoon bestaat niet', errorNumber: -2147220469, profitLogReference: 'B821' },
    });
    const error = await client.getAll('Persons', { orderBy: ['BcCo'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AfasError);
    expect(error).toMatchObject({
      kind: 'functional',
      message: 'Persoon bestaat niet',
      details: { profitLogReference: 'B821' },
    });
    expect(sim.calls).toHaveLength(1);
  });

  it('backs off exponentially on timeouts and gives up after the last attempt', async () => {
    const { sim, client, waits } = await setup({ timeoutMs: 50, maxAttempts: 3, backoffMs: 100 });
    sim.setDelay(200);
    await expect(client.getAll('Persons', { orderBy: ['BcCo'] })).rejects.toMatchObject({
      kind: 'timeout',
      details: { attempts: 3 },
    });
    expect(waits).toEqual([100, 200]);
  });

  it('recovers after a timeout when AFAS answers in time again', async () => {
    // AFAS becomes fast again at the first back-off, i.e. once a call has timed out (a condition, not a clock): the
    // first call cannot answer within the deadline, the retry has all of it on a loaded machine.
    const waits: number[] = [];
    const { sim, client } = await setup({
      timeoutMs: 1000,
      backoffMs: 10,
      sleep: async (ms) => {
        waits.push(ms);
        sim.setDelay(0);
      },
    });
    sim.setDelay(3000);
    expect(await client.getAll('Persons', { orderBy: ['BcCo'] })).toHaveLength(25);
    expect(waits).toEqual([10]);
    expect(sim.calls).toHaveLength(2);
  });

  it('keeps at most 5 calls in flight', async () => {
    const { sim, client } = await setup();
    sim.setDelay(30);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.getPage('Persons', { orderBy: ['BcCo'], skip: i, take: 1 })),
    );
    expect(sim.calls).toHaveLength(12);
    expect(sim.maxInFlight).toBe(5);
  });

  it('authenticates with OAuth client credentials, fetching the token once', async () => {
    const { sim } = await setup();
    let tokenCalls = 0;
    const client = createAfasClient({
      baseUrl: sim.url,
      auth: oauthClientCredentialsAuth({
        tokenUrl: `${sim.url}/oauth/token`,
        clientId: 'portal',
        clientSecret: 's3cret',
        fetch: (input, init) => {
          tokenCalls++;
          return fetch(input, init);
        },
      }),
    });
    await Promise.all([client.getAll('Persons', { orderBy: ['BcCo'] }), client.metainfo()]);
    expect(await client.metainfoGet('Persons')).toMatchObject({
      name: 'Persons',
      fields: expect.arrayContaining([expect.objectContaining({ fieldId: 'DaBe', dataType: 'date' })]),
    });
    expect(tokenCalls).toBe(1);
    const wrong = oauthClientCredentialsAuth({
      tokenUrl: `${sim.url}/oauth/token`,
      clientId: 'portal',
      clientSecret: 'nope',
    });
    await expect(wrong.headers()).rejects.toThrow(/401/);
  });
});

describe('AFAS dates', () => {
  it('reads the Z as Amsterdam local time, summer and winter', () => {
    expect(parseAfasDateTime('2012-11-22T09:49:49Z').toISOString()).toBe('2012-11-22T08:49:49.000Z');
    expect(parseAfasDateTime('2026-07-01T09:00:00Z').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(parseAfasDateTime('2026-10-25T02:30:00Z').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseAfasDate('2026-03-29T00:00:00Z')).toBe('2026-03-29');
    expect(formatAfasFilterDateTime(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01T09:00:00');
  });
});
