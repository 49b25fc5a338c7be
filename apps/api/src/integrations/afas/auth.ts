/**
 * How the AFAS client proves who it is. Classic Profit tokens are reported to expire during 2027 in favour of OAuth
 * client credentials, so the client takes either through this one interface.
 */
export interface AfasAuth {
  /** Headers for the next call (may fetch or refresh a token). */
  headers(): Promise<Record<string, string>>;
  /** Forget a cached credential after a 401, so the next call fetches a new one. */
  invalidate(): void;
}

/** The classic header: `AfasToken base64(<token><version>1</version><data>HEX</data></token>)`. */
export function classicTokenAuth(tokenData: string): AfasAuth {
  const xml = `<token><version>1</version><data>${tokenData}</data></token>`;
  const header = `AfasToken ${Buffer.from(xml, 'utf8').toString('base64')}`;
  return { headers: async () => ({ authorization: header }), invalidate: () => undefined };
}

/** Reads the token data back out of a classic header (the simulator checks it); null when malformed. */
export function tokenDataOf(authorization: string | undefined): string | null {
  const m = /^AfasToken (\S+)$/.exec(authorization ?? '');
  if (!m) return null;
  const xml = Buffer.from(m[1]!, 'base64').toString('utf8');
  return /^<token><version>1<\/version><data>([^<]+)<\/data><\/token>$/.exec(xml)?.[1] ?? null;
}

export interface OAuthOptions {
  /** `{base}/oauth/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Renew this long before `expires_in` runs out (default 60 s). */
  marginMs?: number;
  now?: () => number;
}

/** OAuth 2 client credentials: a bearer token fetched once and reused until shortly before it expires. */
export function oauthClientCredentialsAuth(options: OAuthOptions): AfasAuth {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const margin = options.marginMs ?? 60_000;
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await doFetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`AFAS OAuth token request failed with ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('AFAS OAuth token answer without access_token');
    cached = { token: body.access_token, until: now() + (body.expires_in ?? 3600) * 1000 - margin };
    return body.access_token;
  }

  return {
    async headers() {
      if (!cached || cached.until <= now()) {
        // One fetch for every caller waiting at the same moment (up to five calls run in parallel).
        pending ??= fetchToken().finally(() => {
          pending = null;
        });
        await pending;
      }
      return { authorization: `Bearer ${cached!.token}` };
    },
    invalidate() {
      cached = null;
    },
  };
}
