import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tokenDataOf } from './auth';
import { AFAS_OPERATORS, MAX_QUERY_LENGTH, type AfasRow } from './client';

/** The data a simulator serves: rows per GetConnector id. */
export type AfasFixture = Record<string, AfasRow[]>;

export interface SimulatorOptions {
  fixture: AfasFixture;
  /** The classic token's data the simulator accepts. */
  token?: string;
  /** OAuth client credentials it accepts at `/oauth/token`. */
  oauth?: { clientId: string; clientSecret: string };
  port?: number;
  host?: string;
}

/** A scripted answer for the next calls (fault injection). */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  /** Only calls to this connector (default any call). */
  connector?: string;
}

export interface AfasSimulator {
  url: string;
  port: number;
  fixture: AfasFixture;
  /** Calls served, in order (path with query). */
  calls: string[];
  /** The most calls that were in flight at once. */
  maxInFlight: number;
  /** Answers the next calls with these instead (503, 500 with externalMessage, 401...). */
  script(...answers: ScriptedAnswer[]): void;
  /** Every answer waits this long first (a slow or hanging AFAS). */
  setDelay(ms: number): void;
  /** Makes one person's rows unusable for the sync (their e-mail missing) until `fixPerson`. */
  breakPerson(personId: string): void;
  fixPerson(personId: string): void;
  /** Stops answering after `calls` more calls: the server closes and every connection is cut. */
  killAfter(calls: number): void;
  /** Closes at once, cutting every open connection. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

const PERSON_CONNECTOR = 'Portal_Persons';
const PERSON_ID = 'BcCo';
const PERSON_EMAIL = 'EmAd';

type Condition = { field: string; op: number; value: string };

/** The filters of a query: OR of AND-groups, from the parallel lists or `filterjson`. */
function parseFilters(q: URLSearchParams): Condition[][] {
  const json = q.get('filterjson');
  if (json) {
    const parsed = JSON.parse(json) as {
      Filters: { Filter: { Field: { '@FieldId': string; '@OperatorType': string; '#text'?: string }[] }[] };
    };
    return parsed.Filters.Filter.map((f) =>
      f.Field.map((c) => ({ field: c['@FieldId'], op: Number(c['@OperatorType']), value: c['#text'] ?? '' })),
    );
  }
  const ids = q.get('filterfieldids');
  if (!ids) return [];
  const values = (q.get('filtervalues') ?? '').split(';');
  const ops = (q.get('operatortypes') ?? '').split(';');
  return ids.split(';').map((group, g) => {
    const vs = (values[g] ?? '').split(',');
    const os = (ops[g] ?? '').split(',');
    return group.split(',').map((field, i) => ({ field, op: Number(os[i] ?? 1), value: vs[i] ?? '' }));
  });
}

function compare(a: unknown, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  const s = String(a ?? '');
  return s < b ? -1 : s > b ? 1 : 0;
}

function matches(row: AfasRow, c: Condition): boolean {
  if (!(c.field in row)) throw new Error(`unknown field ${c.field}`);
  const v = row[c.field];
  const s = v === null ? '' : String(v);
  const O = AFAS_OPERATORS;
  switch (c.op) {
    case O.eq:
      return v !== null && compare(v, c.value) === 0;
    case O.gte:
      return v !== null && compare(v, c.value) >= 0;
    case O.lte:
      return v !== null && compare(v, c.value) <= 0;
    case O.gt:
      return v !== null && compare(v, c.value) > 0;
    case O.lt:
      return v !== null && compare(v, c.value) < 0;
    case O.contains:
      return s.toLowerCase().includes(c.value.toLowerCase());
    case O.ne:
      return v === null || compare(v, c.value) !== 0;
    case O.empty:
      return v === null || s === '';
    case O.notEmpty:
      return v !== null && s !== '';
    case O.startsWith:
      return s.toLowerCase().startsWith(c.value.toLowerCase());
    case O.notContains:
      return !s.toLowerCase().includes(c.value.toLowerCase());
    case O.notStartsWith:
      return !s.toLowerCase().startsWith(c.value.toLowerCase());
    case O.endsWith:
      return s.toLowerCase().endsWith(c.value.toLowerCase());
    case O.notEndsWith:
      return !s.toLowerCase().endsWith(c.value.toLowerCase());
    default:
      return s.toLowerCase().includes(c.value.toLowerCase());
  }
}

function sortRows(rows: AfasRow[], order: string[]): AfasRow[] {
  const keys = order.map((k) => (k.startsWith('-') ? { f: k.slice(1), d: -1 } : { f: k, d: 1 }));
  return [...rows].sort((a, b) => {
    for (const { f, d } of keys) {
      const x = a[f];
      const y = b[f];
      if (x === y) continue;
      if (x === null) return -d;
      if (y === null) return d;
      return ((x as string | number) < (y as string | number) ? -1 : 1) * d;
    }
    return 0;
  });
}

function dataTypeOf(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'decimal';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return 'date';
  return 'string';
}

/**
 * An AFAS Profit REST server of the documented shapes, for the demo and the tests: classic token or OAuth bearer
 * check (401 with an empty body), GetConnectors with skip/take/orderbyfieldids and both filter forms, metainfo,
 * profitversion, the 2049-character query limit (404), and fault injection (scripted 500/503/401, delay, a broken
 * person, killing the server mid-run).
 */
export async function startAfasSimulator(options: SimulatorOptions): Promise<AfasSimulator> {
  const token = options.token ?? 'simulator-token';
  const bearers = new Set<string>();
  const scripted: ScriptedAnswer[] = [];
  const broken = new Set<string>();
  const sockets = new Set<Socket>();
  let delay = 0;
  let remaining = Infinity;
  let inFlight = 0;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status, { 'content-length': '0' });
      res.end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(text);
  };

  function authorised(req: IncomingMessage): boolean {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) return bearers.has(header.slice(7));
    return tokenDataOf(header) === token;
  }

  function connectorRows(id: string): AfasRow[] | undefined {
    const key = Object.keys(sim.fixture).find((k) => k.toLowerCase() === id.toLowerCase());
    if (!key) return undefined;
    const rows = sim.fixture[key]!;
    if (key !== PERSON_CONNECTOR || broken.size === 0) return rows;
    return rows.map((r) => (broken.has(String(r[PERSON_ID])) ? { ...r, [PERSON_EMAIL]: null } : r));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const rawQuery = (req.url ?? '').split('?')[1] ?? '';
    const path = url.pathname.replace(/^\/ProfitRestServices/i, '').toLowerCase();
    if (req.method === 'POST' && path === '/oauth/token') {
      const body = await new Promise<string>((resolve) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString()));
        req.on('end', () => resolve(data));
      });
      const form = new URLSearchParams(body);
      if (
        !options.oauth ||
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== options.oauth.clientId ||
        form.get('client_secret') !== options.oauth.clientSecret
      )
        return send(res, 401, { error: 'invalid_client' });
      const issued = `sim-${Math.random().toString(36).slice(2)}`;
      bearers.add(issued);
      return send(res, 200, { access_token: issued, token_type: 'Bearer', expires_in: 3600 });
    }
    if (!authorised(req)) return send(res, 401);
    if (rawQuery.length > MAX_QUERY_LENGTH + 1) return send(res, 404);
    const connectorName = /^\/connectors\/([^/]+)$/.exec(path)?.[1];
    const next = scripted.findIndex((s) => !s.connector || s.connector.toLowerCase() === connectorName);
    if (next >= 0) {
      const [answer] = scripted.splice(next, 1);
      return send(res, answer!.status, answer!.body);
    }
    if (req.method !== 'GET') return send(res, 405);
    if (path === '/profitversion') return send(res, 200, { version: '1.0.0-simulator' });
    if (path === '/metainfo') {
      return send(res, 200, {
        updateConnectors: [],
        getConnectors: Object.keys(sim.fixture).map((id) => ({ id, description: id })),
        customConnectors: [],
        info: { applicationName: 'AFAS simulator' },
      });
    }
    const metaId = /^\/metainfo\/get\/([^/]+)$/.exec(path)?.[1];
    if (metaId) {
      const key = Object.keys(sim.fixture).find((k) => k.toLowerCase() === metaId);
      if (!key) return send(res, 404);
      const sample = sim.fixture[key]![0] ?? {};
      return send(res, 200, {
        name: key,
        description: key,
        fields: Object.entries(sample).map(([fieldId, v]) => ({
          id: fieldId,
          fieldId,
          dataType: dataTypeOf(v),
          label: fieldId,
          length: 255,
          controlType: 1,
          decimals: 0,
        })),
      });
    }
    if (connectorName) {
      const rows = connectorRows(decodeURIComponent(connectorName));
      if (!rows) return send(res, 404);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const take = Number(url.searchParams.get('take') ?? 100);
      const order = (url.searchParams.get('orderbyfieldids') ?? '').split(',').filter(Boolean);
      let filters: Condition[][];
      try {
        filters = parseFilters(url.searchParams);
        const result = rows.filter((r) => filters.length === 0 || filters.some((g) => g.every((c) => matches(r, c))));
        const page = (order.length > 0 ? sortRows(result, order) : result).slice(skip, skip + Math.max(0, take));
        return send(res, 200, { skip, take, rows: page });
      } catch (error) {
        return send(res, 500, {
          externalMessage: (error as Error).message,
          errorNumber: -2147220469,
          profitLogReference: 'SIMULATOR',
        });
      }
    }
    return send(res, 404);
  }

  const server: Server = createServer((req, res) => {
    if (remaining <= 0) {
      req.socket.destroy();
      return;
    }
    remaining--;
    sim.calls.push(req.url ?? '');
    inFlight++;
    sim.maxInFlight = Math.max(sim.maxInFlight, inFlight);
    const go = () =>
      handle(req, res)
        .catch(() => send(res, 500, {}))
        .finally(() => {
          inFlight--;
          if (remaining <= 0) void sim.kill();
        });
    if (delay > 0) setTimeout(go, delay);
    else void go();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let closed = false;
  const close = () =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      closed = true;
      server.close(() => resolve());
      server.closeIdleConnections();
    });

  const sim: AfasSimulator = {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/ProfitRestServices`,
    port,
    fixture: options.fixture,
    calls: [],
    maxInFlight: 0,
    script: (...answers) => scripted.push(...answers),
    setDelay: (ms) => {
      delay = ms;
    },
    breakPerson: (id) => broken.add(id),
    fixPerson: (id) => broken.delete(id),
    killAfter: (calls) => {
      remaining = calls;
    },
    kill: async () => {
      remaining = 0;
      for (const socket of sockets) socket.destroy();
      await close();
    },
    close,
  };
  return sim;
}
