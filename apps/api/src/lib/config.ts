import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where the data lives: embedded PGlite on disk or in memory, or a PostgreSQL server. */
export type DatabaseLocation =
  { kind: 'pglite'; dataDir: string } | { kind: 'memory' } | { kind: 'postgres'; url: string };

/** Where the news form's photo library searches: the bundled pictures, or a public photo API with its key. */
export type ImageSearchConfig =
  { provider: 'local' } | { provider: 'unsplash'; accessKey: string } | { provider: 'pexels'; apiKey: string };

export interface Config {
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  database: DatabaseLocation;
  /** At least 32 bytes; signs session cookies. Kept in `DATA_DIR/session-secret` when not given. */
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Trust `X-Forwarded-*` from this many proxies in front (0: none). */
  trustProxyHops: number;
  /** Size of the PostgreSQL connection pool per process. */
  databasePoolSize: number;
  /** Mail server (smtp:// or smtps://); without it mails stay in the outbox and the development mailbox. */
  smtpUrl: URL | null;
  /**
   * The development mailbox at /api/dev/mails (every mail, sign-in links included, to anyone): only when asked for
   * with DEV_MAILBOX=true (the demo start asks for it itself) and never with SMTP_URL.
   */
  devMailbox: boolean;
  /** Sender of the portal's mails. */
  mailFrom: string;
  /** Client addresses exempt from request-rate limits (monitoring, load tests); never the public. */
  rateLimitAllowlist: string[];
  /**
   * Also check every answer with zod against its response schema, next to the fast serializer (see
   * `lib/serializer.ts`): everywhere but NODE_ENV=production. Absent means checked.
   */
  checkResponses?: boolean;
  /** The photo library's provider; absent means the bundled local library. */
  imageSearch?: ImageSearchConfig;
  /**
   * Moodle for learning material (MOODLE_URL and MOODLE_TOKEN, a web-service token whose service includes the
   * functions of MOODLE_FUNCTIONS), and MOODLE_FREE_CATEGORY, the Moodle category id of the free e-learnings
   * (absent: none). Absent: the demo start runs the Moodle simulator; otherwise there is no learning material
   * (`learning_material_missing`).
   */
  moodle?: { url: URL; token: string; freeCategoryId?: number };
  /** AFAS Profit; absent: no AFAS (the demo start runs a simulator instead). */
  afas?: AfasConfig;
  /**
   * Redis shared by every process (REDIS_URL, may hold a password: never logged): request-rate limits count there.
   * Absent: each process counts in its own memory.
   */
  redis?: RedisConfig;
  /** The Prometheus endpoint on a port of its own (METRICS_PORT); absent: no metrics are collected. */
  metrics?: MetricsConfig;
  /** Files on S3-compatible object storage (STORAGE_URL); absent: on the disk under DATA_DIR. */
  objectStorage?: ObjectStorageConfig;
}

/** Where Redis is (`redis://` or `rediss://`) and the prefix of every key the portal writes there. */
export interface RedisConfig {
  url: string;
  /** Starts every key (`portal:` by default), so several portals or tests can share one Redis. */
  prefix: string;
}

/** Where `GET /metrics` listens: its own port, on the loopback interface unless METRICS_HOST says otherwise. */
export interface MetricsConfig {
  port: number;
  host: string;
}

/**
 * Where files live when STORAGE_URL is set: a bucket of AWS S3 or of any S3-compatible store. Stored files go under
 * `<prefix>files/`, unfinished uploads under `<prefix>uploads/`.
 */
export interface ObjectStorageConfig {
  bucket: string;
  /** '' or a folder ending in '/' (from `s3://bucket/folder`), so that several portals can share one bucket. */
  prefix: string;
  /** The store's address (S3_ENDPOINT) for anything but AWS S3 itself; absent: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most S3-compatible stores). */
  forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (+ AWS_SESSION_TOKEN); absent: the AWS SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Where AFAS Profit is and how the portal signs in to it (classic token or OAuth client credentials). */
export interface AfasConfig {
  url: string;
  auth: { kind: 'token'; token: string } | { kind: 'oauth'; clientId: string; clientSecret: string };
  /** Overrides of the GetConnector ids and field ids per entity (checked by the AFAS integration). */
  connectors: Record<string, unknown>;
  /** When the nightly full sync runs (cron, Europe/Amsterdam). */
  syncCron: string;
}

/** A configuration value that cannot be used; its message is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://portal.example.nl' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\/.+/.test(v) || /^pglite:\/\/.*/.test(v), {
      message: 'must be postgres://..., postgresql://..., pglite://<folder> or memory://',
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  DEV_MAILBOX: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().min(3).default('Opleidingsportaal <no-reply@localhost>'),
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((a) => isIP(a) !== 0), { message: 'must be a comma-separated list of IP addresses' }),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number from 0 to 10' })
    .int('must be a whole number from 0 to 10')
    .min(0, 'must be a whole number from 0 to 10')
    .max(10, 'must be a whole number from 0 to 10')
    .default(0),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(10),
  IMAGE_SEARCH_PROVIDER: z
    .enum(['local', 'unsplash', 'pexels'], { error: 'must be one of local, unsplash, pexels' })
    .default('local'),
  UNSPLASH_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  PEXELS_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  MOODLE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://moodle.example.nl' })
    .optional(),
  MOODLE_TOKEN: z.string().trim().min(1, 'must not be empty').optional(),
  MOODLE_FREE_CATEGORY: z.coerce
    .number({ error: 'must be a Moodle category id (a whole number of at least 1)' })
    .int({ error: 'must be a Moodle category id (a whole number of at least 1)' })
    .min(1, { error: 'must be a Moodle category id (a whole number of at least 1)' })
    .optional(),
  AFAS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://12345.rest.afas.online/ProfitRestServices',
    })
    .optional(),
  AFAS_TOKEN: z.string().trim().min(1, 'must not be empty').optional(),
  AFAS_CLIENT_ID: z.string().trim().min(1, 'must not be empty').optional(),
  AFAS_CLIENT_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  AFAS_CONNECTORS: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      try {
        const parsed: unknown = JSON.parse(v);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"users":{"connector":"X"}}' });
      return z.NEVER;
    }),
  AFAS_SYNC_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields')
    .default('0 2 * * *'),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^/?#]/.test(v) && URL.canParse(v), {
      message: 'must be a redis:// or rediss:// URL such as redis://:password@redis.internal:6379/0',
    })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -')
    .default('portal:'),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Bucket names as S3 allows them (3 to 63 lower-case letters, digits, dots and hyphens); the folder in plain
  // characters. Keys never go in the URL: they belong in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/, {
      message:
        'must be s3://<bucket> or s3://<bucket>/<folder> (keys go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.nl' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  // The AWS SDK's own variables: read only with STORAGE_URL (they may be set for something else), empty as unset.
  AWS_REGION: z.string().trim().optional(),
  AWS_ACCESS_KEY_ID: z.string().trim().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().trim().optional(),
  AWS_SESSION_TOKEN: z.string().trim().optional(),
});

/** The key of a photo API is required for its provider (checked after the fields, so it names the key). */
const IMAGE_SEARCH_KEYS = { unsplash: 'UNSPLASH_ACCESS_KEY', pexels: 'PEXELS_API_KEY' } as const;
const configSchema = envSchema.superRefine((e, ctx) => {
  if (e.DEV_MAILBOX && e.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_MAILBOX'],
      message: "cannot be true with SMTP_URL set (the mailbox would show real users' sign-in links)",
    });
  }
  if (Boolean(e.MOODLE_URL) !== Boolean(e.MOODLE_TOKEN)) {
    const [missing, given] = e.MOODLE_URL ? ['MOODLE_TOKEN', 'MOODLE_URL'] : ['MOODLE_URL', 'MOODLE_TOKEN'];
    ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${given} is set` });
  }
  if (e.AFAS_URL && !e.AFAS_TOKEN && !(e.AFAS_CLIENT_ID && e.AFAS_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: ['AFAS_TOKEN'],
      message: 'is required with AFAS_URL (or AFAS_CLIENT_ID and AFAS_CLIENT_SECRET for OAuth)',
    });
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const) {
    if (e[name] !== undefined && !e.STORAGE_URL) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is set but STORAGE_URL is not (files stay on disk)' });
    }
  }
  if (e.STORAGE_URL && Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    const [missing, given] = e.AWS_ACCESS_KEY_ID
      ? ['AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID']
      : ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
    ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${given} is set` });
  }
  if (e.IMAGE_SEARCH_PROVIDER === 'local') return;
  const key = IMAGE_SEARCH_KEYS[e.IMAGE_SEARCH_PROVIDER];
  if (!e[key]) {
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `is required when IMAGE_SEARCH_PROVIDER is ${e.IMAGE_SEARCH_PROVIDER}`,
    });
  }
});

function imageSearchConfig(e: z.output<typeof envSchema>): ImageSearchConfig {
  switch (e.IMAGE_SEARCH_PROVIDER) {
    case 'unsplash':
      return { provider: 'unsplash', accessKey: e.UNSPLASH_ACCESS_KEY! };
    case 'pexels':
      return { provider: 'pexels', apiKey: e.PEXELS_API_KEY! };
    default:
      return { provider: 'local' };
  }
}

/** STORAGE_URL and the S3_* settings as the object storage's configuration; undefined without STORAGE_URL. */
function objectStorageConfig(e: z.output<typeof envSchema>): ObjectStorageConfig | undefined {
  if (!e.STORAGE_URL) return undefined;
  const [bucket = '', ...folders] = e.STORAGE_URL.slice('s3://'.length).split('/').filter(Boolean);
  return {
    bucket,
    prefix: folders.map((folder) => `${folder}/`).join(''),
    // The bucket's region for AWS S3; S3-compatible stores mostly accept any.
    ...(e.S3_ENDPOINT && { endpoint: e.S3_ENDPOINT }),
    region: e.S3_REGION ?? (e.AWS_REGION || 'us-east-1'),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    ...(e.AWS_ACCESS_KEY_ID &&
      e.AWS_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: e.AWS_ACCESS_KEY_ID,
          secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
          ...(e.AWS_SESSION_TOKEN && { sessionToken: e.AWS_SESSION_TOKEN }),
        },
      }),
  };
}

function describe(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0] ?? 'environment');
  const raw = env[name];
  const shown = [
    'SESSION_SECRET',
    'DATABASE_URL',
    'SMTP_URL',
    'UNSPLASH_ACCESS_KEY',
    'PEXELS_API_KEY',
    'MOODLE_TOKEN',
    'AFAS_TOKEN',
    'AFAS_CLIENT_SECRET',
    'REDIS_URL',
    // A URL may hold keys someone put there by mistake; the AWS keys never appear.
    'STORAGE_URL',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
  ].includes(name)
    ? ''
    : raw === undefined
      ? ''
      : ` (got "${raw}")`;
  return `Invalid configuration: ${name} ${issue.message}${shown}`;
}

/** Reads and checks the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(describe(parsed.error.issues[0]!, env));
  }
  const e = parsed.data;
  // Relative paths are relative to where the user ran the command: npm runs workspace scripts inside
  // apps/api but records the original folder in INIT_CWD, so `npm start` and `npm run db:migrate` agree.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, e.DATA_DIR);
  const database = parseDatabaseUrl(e.DATABASE_URL, dataDir, base);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    checkResponses: e.NODE_ENV !== 'production',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL ? new URL(e.SMTP_URL) : null,
    devMailbox: e.DEV_MAILBOX,
    mailFrom: e.MAIL_FROM,
    rateLimitAllowlist: e.RATE_LIMIT_ALLOWLIST,
    imageSearch: imageSearchConfig(e),
    ...(e.MOODLE_URL &&
      e.MOODLE_TOKEN && {
        moodle: {
          url: new URL(e.MOODLE_URL),
          token: e.MOODLE_TOKEN,
          ...(e.MOODLE_FREE_CATEGORY !== undefined && { freeCategoryId: e.MOODLE_FREE_CATEGORY }),
        },
      }),
    ...(e.AFAS_URL && {
      afas: {
        url: e.AFAS_URL,
        auth:
          e.AFAS_CLIENT_ID && e.AFAS_CLIENT_SECRET
            ? { kind: 'oauth' as const, clientId: e.AFAS_CLIENT_ID, clientSecret: e.AFAS_CLIENT_SECRET }
            : { kind: 'token' as const, token: e.AFAS_TOKEN! },
        connectors: e.AFAS_CONNECTORS,
        syncCron: e.AFAS_SYNC_CRON,
      },
    }),
    ...(e.REDIS_URL && { redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } }),
    ...(e.METRICS_PORT !== undefined && { metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST } }),
    ...(e.STORAGE_URL && { objectStorage: objectStorageConfig(e) }),
  };
}

export function parseDatabaseUrl(url: string | undefined, dataDir: string, base = process.cwd()): DatabaseLocation {
  if (!url) return { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  if (url === 'memory://') return { kind: 'memory' };
  if (url.startsWith('pglite://')) {
    const folder = url.slice('pglite://'.length);
    return { kind: 'pglite', dataDir: folder ? resolve(base, folder) : join(dataDir, 'pglite') };
  }
  return { kind: 'postgres', url };
}

/** The secret survives restarts so sessions do too; several processes must share one via SESSION_SECRET. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return secret;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${dataDir}" is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}) and SESSION_SECRET is not set`,
    );
  }
}

/** Where files live, for logs: never a key. */
export function describeFileStorage(config: Pick<Config, 'objectStorage' | 'dataDir'>): string {
  const s = config.objectStorage;
  if (!s) return `disk (${join(config.dataDir, 'files')})`;
  const at = s.endpoint ? new URL(s.endpoint).host : `AWS ${s.region}`;
  return `S3 (s3://${s.bucket}/${s.prefix} at ${at})`;
}

/** The database location for logs: never the password. */
export function describeDatabase(location: DatabaseLocation): string {
  switch (location.kind) {
    case 'memory':
      return 'PGlite (in memory)';
    case 'pglite':
      return `PGlite (${location.dataDir})`;
    case 'postgres': {
      const u = new URL(location.url);
      return `PostgreSQL (${u.hostname}:${u.port || 5432}${u.pathname})`;
    }
  }
}

/** Redis for logs: host, port and database number, never the password. */
export function describeRedis(url: string): string {
  const u = new URL(url);
  return `Redis (${u.hostname}:${u.port || 6379}${u.pathname.length > 1 ? u.pathname : '/0'})`;
}
