// The demo's AFAS is the demo institute itself: a full sync right after seeding writes nothing (counted).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seed } from '../../src/db/seed/index';
import type { Database } from '../../src/db/client';
import { fixtureFromDatabase } from '../../src/features/afas/afas-fixture';
import { createAfasSync } from '../../src/features/afas/afas-sync.service';
import { notify } from '../../src/features/notifications/notifications.service';
import {
  classicTokenAuth,
  createAfasClient,
  resolveConnectors,
  startAfasSimulator,
  type AfasSimulator,
} from '../../src/integrations/afas';
import { createSecretBox } from '../../src/lib/secret-box';
import { openTestDatabase } from '../databases';

let database: Database;
let sim: AfasSimulator;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  await seed(database.db, 'demo', { secretBox: createSecretBox('test-secret-test-secret-test-secret-0123456789') });
}, 120_000);
afterAll(async () => {
  await sim?.kill();
  await database.close();
});

describe('the demo and its AFAS simulator', () => {
  it('a sync right after seeding sees every AFAS person and event and writes zero rows', async () => {
    const connectors = resolveConnectors();
    const fixture = await fixtureFromDatabase(database.db, connectors);
    sim = await startAfasSimulator({ fixture, token: 'demo' });
    const client = createAfasClient({ baseUrl: sim.url, auth: classicTokenAuth('demo') });
    const report = await createAfasSync({ db: database.db, client, connectors, notify }).runFullSync();
    expect(report.persons.seen).toBe(fixture['Portal_Persons']!.length);
    expect(report.persons.seen).toBeGreaterThan(20);
    expect(report.events.seen).toBe(fixture['Portal_CourseEvents']!.length);
    expect(fixture['Portal_Modules']!.length).toBeGreaterThan(50);
    expect(fixture['Portal_CourseMembers']!.length).toBeGreaterThan(10);
    expect(report.persons.failed + report.events.failed).toBe(0);
    expect(report.rowsWritten).toBe(0);
  });
});
