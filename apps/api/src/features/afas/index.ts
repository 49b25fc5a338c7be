import type { Db } from '../../db/client';
import {
  classicTokenAuth,
  createAfasClient,
  oauthClientCredentialsAuth,
  resolveConnectors,
  type AfasClient,
  type AfasConnectorOverrides,
  type AfasConnectors,
} from '../../integrations/afas';
import type { AfasConfig } from '../../lib/config';
import { afasRoutes } from './afas.routes';
import { createAfasSync, type AfasSync, type AfasSyncDeps, type NotifyFn } from './afas-sync.service';
import { createSyncIssueRepository } from './sync-issues.repository';
import { createUserMergeService } from './user-merge.service';

export { createAfasSync, type AfasSync, type SyncReport } from './afas-sync.service';
export { fixtureFromDatabase } from './afas-fixture';

/** The AFAS client of the configuration (classic token or OAuth client credentials). */
export function afasClientFor(config: AfasConfig): AfasClient {
  const base = config.url.replace(/\/+$/, '');
  return createAfasClient({
    baseUrl: base,
    auth:
      config.auth.kind === 'oauth'
        ? oauthClientCredentialsAuth({
            tokenUrl: `${base}/oauth/token`,
            clientId: config.auth.clientId,
            clientSecret: config.auth.clientSecret,
          })
        : classicTokenAuth(config.auth.token),
  });
}

export interface AfasModuleDeps {
  db: Db;
  /** Null: no AFAS configured (no sync calls; sync issues still list). */
  client: AfasClient | null;
  connectors?: AfasConnectorOverrides | AfasConnectors;
  notify: NotifyFn;
  logger?: AfasSyncDeps['logger'];
}

/** The AFAS area: its routes and the sync service a job handler or the command line calls. */
export function createAfasModule(deps: AfasModuleDeps) {
  const connectors = resolveConnectors(deps.connectors as AfasConnectorOverrides);
  const sync: AfasSync | null = deps.client
    ? createAfasSync({ db: deps.db, client: deps.client, connectors, notify: deps.notify, logger: deps.logger })
    : null;
  return {
    sync,
    connectors,
    routes: afasRoutes({ issues: createSyncIssueRepository(deps.db), merges: createUserMergeService(deps.db), sync }),
  };
}
