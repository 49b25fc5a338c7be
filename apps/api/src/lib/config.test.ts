import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, describeFileStorage, describeRedis, loadConfig } from './config';

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'portal-config-'));
}

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded PGlite in DATA_DIR, public URL on localhost', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.logLevel).toBe('info');
  });

  it('reads memory://, pglite:// and postgres:// database URLs', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'memory' });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'pglite:///var/x' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/x',
    });
    const pgConfig = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u:secret@db:5433/portal' });
    expect(pgConfig.database).toEqual({ kind: 'postgres', url: 'postgres://u:secret@db:5433/portal' });
    expect(describeDatabase(pgConfig.database)).toBe('PostgreSQL (db:5433/portal)');
  });

  it('names the variable of a bad value in one line', () => {
    const dir = tmp();
    const port = errorOf({ DATA_DIR: dir, PORT: 'abc' });
    expect(port).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(port).not.toContain('\n');
    expect(errorOf({ DATA_DIR: dir, PORT: '70000' })).toMatch(/^Invalid configuration: PORT /);
    expect(errorOf({ DATA_DIR: dir, DATABASE_URL: 'mysql://x' })).toMatch(/^Invalid configuration: DATABASE_URL /);
    expect(errorOf({ DATA_DIR: dir, PUBLIC_URL: 'not a url' })).toMatch(/^Invalid configuration: PUBLIC_URL /);
    expect(errorOf({ DATA_DIR: dir, LOG_LEVEL: 'loud' })).toMatch(/^Invalid configuration: LOG_LEVEL /);
  });

  it('never repeats a secret value in its message', () => {
    const message = errorOf({ DATA_DIR: tmp(), SESSION_SECRET: 'short-secret' });
    expect(message).toMatch(/^Invalid configuration: SESSION_SECRET must be at least 32 characters$/);
    expect(message).not.toContain('short-secret');
  });

  it('selects the photo library provider: local by default, a photo API only with its key', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).imageSearch).toEqual({ provider: 'local' });
    expect(
      loadConfig({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'unsplash', UNSPLASH_ACCESS_KEY: 'u-key' }).imageSearch,
    ).toEqual({ provider: 'unsplash', accessKey: 'u-key' });
    expect(loadConfig({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'pexels', PEXELS_API_KEY: 'p-key' }).imageSearch).toEqual(
      { provider: 'pexels', apiKey: 'p-key' },
    );
    // A key without its provider selected changes nothing.
    expect(loadConfig({ DATA_DIR: dir, PEXELS_API_KEY: 'p-key' }).imageSearch).toEqual({ provider: 'local' });
    expect(errorOf({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'unsplash' })).toBe(
      'Invalid configuration: UNSPLASH_ACCESS_KEY is required when IMAGE_SEARCH_PROVIDER is unsplash',
    );
    expect(errorOf({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'pexels', UNSPLASH_ACCESS_KEY: 'u-key' })).toBe(
      'Invalid configuration: PEXELS_API_KEY is required when IMAGE_SEARCH_PROVIDER is pexels',
    );
    expect(errorOf({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'google' })).toBe(
      'Invalid configuration: IMAGE_SEARCH_PROVIDER must be one of local, unsplash, pexels (got "google")',
    );
    const blank = errorOf({ DATA_DIR: dir, IMAGE_SEARCH_PROVIDER: 'pexels', PEXELS_API_KEY: '  ' });
    expect(blank).toMatch(/^Invalid configuration: PEXELS_API_KEY must not be empty$/);
  });

  it('generates a session secret once, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const file = join(dir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    const root = tmp();
    const config = loadConfig({ DATA_DIR: './data', INIT_CWD: root, SESSION_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(join(root, 'data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(root, 'data', 'pglite') });
  });

  it('reads the rate-limit allow-list and refuses anything but addresses', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMIT_ALLOWLIST: '127.0.0.1, ::1' }).rateLimitAllowlist).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ DATA_DIR: dir }).rateLimitAllowlist).toEqual([]);
    expect(errorOf({ DATA_DIR: dir, RATE_LIMIT_ALLOWLIST: 'everyone' })).toMatch(
      /^Invalid configuration: RATE_LIMIT_ALLOWLIST must be a comma-separated list of IP addresses/,
    );
  });

  it('reads Moodle from MOODLE_URL and MOODLE_TOKEN, both or neither, never printing the token', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).moodle).toBeUndefined();
    const config = loadConfig({ DATA_DIR: dir, MOODLE_URL: 'https://moodle.example.nl', MOODLE_TOKEN: 'geheim-token' });
    expect(config.moodle?.url.href).toBe('https://moodle.example.nl/');
    expect(config.moodle?.token).toBe('geheim-token');
    expect(errorOf({ DATA_DIR: dir, MOODLE_URL: 'https://moodle.example.nl' })).toBe(
      'Invalid configuration: MOODLE_TOKEN is required when MOODLE_URL is set',
    );
    expect(errorOf({ DATA_DIR: dir, MOODLE_TOKEN: 'geheim-token' })).not.toContain('geheim-token');
    expect(errorOf({ DATA_DIR: dir, MOODLE_URL: 'ftp://moodle', MOODLE_TOKEN: 'x' })).toContain('MOODLE_URL must be');
  });

  it('reads the free e-learnings category from MOODLE_FREE_CATEGORY, a Moodle category id', () => {
    const dir = tmp();
    const moodle = { DATA_DIR: dir, MOODLE_URL: 'https://moodle.example.nl', MOODLE_TOKEN: 'geheim-token' };
    expect(loadConfig(moodle).moodle?.freeCategoryId).toBeUndefined();
    expect(loadConfig({ ...moodle, MOODLE_FREE_CATEGORY: '7' }).moodle?.freeCategoryId).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'gratis']) {
      expect(errorOf({ ...moodle, MOODLE_FREE_CATEGORY: bad })).toContain(
        'MOODLE_FREE_CATEGORY must be a Moodle category id',
      );
    }
  });

  it('reads Redis from REDIS_URL with a key prefix (portal: by default), never printing the URL', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).redis).toBeUndefined();
    const url = 'redis://:geheim-wachtwoord@redis.internal:6380/2';
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: url }).redis).toEqual({ url, prefix: 'portal:' });
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'rediss://redis.internal', REDIS_PREFIX: 'acc:' }).redis).toEqual({
      url: 'rediss://redis.internal',
      prefix: 'acc:',
    });
    expect(describeRedis(url)).toBe('Redis (redis.internal:6380/2)');
    expect(describeRedis('redis://localhost')).toBe('Redis (localhost:6379/0)');
    const bad = errorOf({ DATA_DIR: dir, REDIS_URL: 'http://:geheim-wachtwoord@redis.internal' });
    expect(bad).toMatch(/^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(bad).not.toContain('geheim-wachtwoord');
    expect(errorOf({ DATA_DIR: dir, REDIS_URL: url, REDIS_PREFIX: 'met spatie' })).toMatch(
      /^Invalid configuration: REDIS_PREFIX must be 1 to 64 letters/,
    );
  });

  it('serves metrics only with METRICS_PORT, on the loopback interface unless METRICS_HOST says otherwise', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3' }).metrics).toEqual({
      port: 9464,
      host: '10.1.2.3',
    });
    expect(errorOf({ DATA_DIR: dir, METRICS_PORT: 'abc' })).toBe(
      'Invalid configuration: METRICS_PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(errorOf({ DATA_DIR: dir, PORT: '4000', METRICS_PORT: '4000' })).toBe(
      'Invalid configuration: METRICS_PORT must differ from PORT (got "4000")',
    );
  });

  it('keeps files on disk without STORAGE_URL, and refuses S3 settings that would then be ignored', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: 'elders-gebruikt' });
    expect(config.objectStorage).toBeUndefined();
    expect(describeFileStorage(config)).toBe(`disk (${join(dir, 'files')})`);
    expect(errorOf({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid configuration: S3_ENDPOINT is set but STORAGE_URL is not (files stay on disk) (got "http://127.0.0.1:9000")',
    );
    expect(errorOf({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: 'true' })).toMatch(
      /^Invalid configuration: S3_FORCE_PATH_STYLE /,
    );
  });

  it('reads STORAGE_URL with its endpoint, region, addressing and keys, never printing a key', () => {
    const dir = tmp();
    const aws = loadConfig({ DATA_DIR: dir, STORAGE_URL: 's3://portal-bestanden', AWS_REGION: 'eu-central-1' });
    expect(aws.objectStorage).toEqual({
      bucket: 'portal-bestanden',
      prefix: '',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(describeFileStorage(aws)).toBe('S3 (s3://portal-bestanden/ at AWS eu-central-1)');

    const env = {
      DATA_DIR: dir,
      STORAGE_URL: 's3://portal.files/acceptatie/portaal/',
      S3_ENDPOINT: 'https://s3.example.nl:9000',
      S3_REGION: 'nl-ams-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'AKIAVOORBEELD',
      AWS_SECRET_ACCESS_KEY: 'heel-geheim',
    };
    const minio = loadConfig(env);
    expect(minio.objectStorage).toEqual({
      bucket: 'portal.files',
      prefix: 'acceptatie/portaal/',
      endpoint: 'https://s3.example.nl:9000',
      region: 'nl-ams-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAVOORBEELD', secretAccessKey: 'heel-geheim' },
    });
    expect(describeFileStorage(minio)).toBe('S3 (s3://portal.files/acceptatie/portaal/ at s3.example.nl:9000)');
    expect(describeFileStorage(minio)).not.toContain('AKIA');

    for (const url of [
      'https://bucket',
      's3://Hoofdletters',
      's3://b',
      's3://bucket?x=1',
      's3://sleutel:geheim@bucket',
    ]) {
      const message = errorOf({ DATA_DIR: dir, STORAGE_URL: url });
      expect(message).toMatch(
        /^Invalid configuration: STORAGE_URL must be s3:\/\/<bucket> or s3:\/\/<bucket>\/<folder>/,
      );
      expect(message).not.toContain('geheim');
    }
    const { AWS_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = env;
    expect(errorOf(withoutSecret)).toBe(
      'Invalid configuration: AWS_SECRET_ACCESS_KEY is required when AWS_ACCESS_KEY_ID is set',
    );
    const { AWS_ACCESS_KEY_ID: _id, ...withoutId } = env;
    const missingId = errorOf(withoutId);
    expect(missingId).toBe('Invalid configuration: AWS_ACCESS_KEY_ID is required when AWS_SECRET_ACCESS_KEY is set');
    expect(errorOf({ ...env, S3_ENDPOINT: 'ftp://x' })).toMatch(/^Invalid configuration: S3_ENDPOINT must be/);
  });

  it('prefers SESSION_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });
});
