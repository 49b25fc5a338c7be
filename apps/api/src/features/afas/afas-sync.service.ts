import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSessions, events } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  AfasError,
  chunkValues,
  type AfasClient,
  type AfasConnectors,
  type AfasFilter,
  type AfasRow,
} from '../../integrations/afas';
import { planPerson, readSnapshot, type References } from './afas-person-writer';
import {
  RecordError,
  readEducation,
  readEnrolment,
  readEvent,
  readModule,
  readPeriod,
  readPerson,
  readPresence,
  readSession,
  type AfasEvent,
  type AfasSession,
  type PersonBundle,
} from './afas-records';
import { createSyncIssueRepository, type SyncFailure } from './sync-issues.repository';

/** The notify function of the notifications area (handed in by app.ts; features never import each other). */
export type NotifyFn = (
  tx: Db,
  input: {
    type: 'AfasSyncIssue';
    recipients: readonly string[];
    message: string;
    references?: { issueId?: string | null; contextUrl?: string | null };
  },
) => Promise<unknown>;

export interface AfasSyncDeps {
  db: Db;
  client: AfasClient;
  connectors: AfasConnectors;
  notify: NotifyFn;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** People per page of the full sync (memory is bounded by this page and its rows). */
  pageSize?: number;
  /** People written at once (each in its own transaction); default 4. */
  writeConcurrency?: number;
  now?: () => Date;
}

/** What a run did, counted. */
export interface SyncReport {
  persons: { seen: number; changed: number; failed: number };
  events: { seen: number; changed: number; failed: number };
  /** Rows inserted, updated or deleted in the portal's AFAS-owned tables (issues and notifications not counted). */
  rowsWritten: number;
  issuesOpened: number;
  durationMs: number;
}

const emptyReport = (): SyncReport => ({
  persons: { seen: 0, changed: 0, failed: 0 },
  events: { seen: 0, changed: 0, failed: 0 },
  rowsWritten: 0,
  issuesOpened: 0,
  durationMs: 0,
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A failure turned into what a sync issue records. */
function failureOf(afasId: string, error: unknown): SyncFailure {
  const err = error instanceof Error ? error : new Error(String(error));
  if (error instanceof RecordError)
    return { afasId, kind: error.kind, message: error.message, trace: err.stack ?? null };
  const pg = (error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) ?? {};
  const code = pg.code ?? pg.cause?.code;
  const constraint = pg.constraint ?? pg.cause?.constraint;
  if (code === '23505') {
    const message =
      constraint === 'users_email_lower_key'
        ? `Persoon ${afasId}: het e-mailadres is al in gebruik bij een ander account.`
        : `AFAS-record ${afasId}: botst met een bestaand record (${constraint ?? 'unieke sleutel'}).`;
    return { afasId, kind: `duplicate:${constraint ?? 'unique'}`, message, trace: err.stack ?? null };
  }
  return { afasId, kind: 'error', message: `AFAS-record ${afasId}: ${err.message}`, trace: err.stack ?? null };
}

/**
 * The AFAS synchronisation as plain service functions a job handler, a route or the command line calls:
 * `runFullSync()` (events and sessions, then every person page by page), `syncUser(afasId)` and `syncEvent(afasId)`.
 * Upserts are keyed by AFAS ids; a person (or event) is written in one transaction, and only when it differs from
 * what the portal holds, so a second run writes nothing. A record that fails records or updates a sync issue and
 * the run goes on; AFAS itself failing (unreachable, 401) ends the run with that error, leaving every person either
 * fully written or untouched.
 */
export function createAfasSync(deps: AfasSyncDeps) {
  const { db, client, connectors: c } = deps;
  const issues = createSyncIssueRepository(db);
  const now = deps.now ?? (() => new Date());
  const pageSize = deps.pageSize ?? 500;
  const writeConcurrency = deps.writeConcurrency ?? 4;

  async function recordFailure(failure: SyncFailure, report: SyncReport): Promise<void> {
    await db.transaction(async (tx) => {
      const { issue, outcome } = await issues.record(tx, failure);
      if (outcome === 'repeated') return;
      report.issuesOpened++;
      await deps.notify(tx, {
        type: 'AfasSyncIssue',
        recipients: await issues.adminIds(tx),
        message: `<p>Synchronisatieprobleem bij AFAS-record <strong>${escapeHtml(failure.afasId)}</strong>${
          outcome === 'reopened' ? ' (opnieuw geopend)' : ''
        }.</p>`,
        references: { issueId: issue.id, contextUrl: `/afas/synchronisatie-issues/${issue.id}` },
      });
    });
    deps.logger?.warn({ afasId: failure.afasId, kind: failure.kind }, 'AFAS record not synchronised');
  }

  /** Every row of a connector matching the filters, ordered (paged). */
  const all = (entity: keyof AfasConnectors, filters: AfasFilter[] | AfasFilter[][], orderBy: string[]) =>
    client.getAll(c[entity].connector, { filters, orderBy, take: 1000 });

  // ---- events and sessions ----------------------------------------------------------------------------------

  /** Writes events (with their sessions), each in its own transaction and only when it differs. */
  async function writeEvents(eventRows: AfasRow[], sessionRows: AfasRow[], report: SyncReport): Promise<void> {
    const sessionsByEvent = new Map<string, AfasRow[]>();
    for (const row of sessionRows) {
      const key = String(row[c.sessions.fields.eventId]);
      (sessionsByEvent.get(key) ?? sessionsByEvent.set(key, []).get(key)!).push(row);
    }
    const ids = eventRows.map((r) => String(r[c.events.fields.afasId]));
    const ours = new Map<string, typeof events.$inferSelect>();
    const ourSessions = new Map<string, typeof eventSessions.$inferSelect>();
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      for (const e of await db.select().from(events).where(inArray(events.afasId, chunk))) ours.set(e.afasId, e);
    }
    const eventIds = [...ours.values()].map((e) => e.id);
    for (let i = 0; i < eventIds.length; i += 1000) {
      const rows = await db
        .select()
        .from(eventSessions)
        .where(inArray(eventSessions.eventId, eventIds.slice(i, i + 1000)));
      for (const s of rows) if (s.afasId) ourSessions.set(s.afasId, s);
    }
    for (const row of eventRows) {
      const afasId = String(row[c.events.fields.afasId] ?? '');
      report.events.seen++;
      let event: AfasEvent;
      let sessions: AfasSession[];
      try {
        event = readEvent(c, row);
        sessions = (sessionsByEvent.get(afasId) ?? []).map((s) => readSession(c, s));
      } catch (error) {
        report.events.failed++;
        await recordFailure(failureOf(afasId, error), report);
        continue;
      }
      const existing = ours.get(afasId);
      const EVT = Object.keys(event.values) as (keyof AfasEvent['values'])[];
      const eventChanged = !existing || EVT.some((k) => (existing[k] ?? null) !== (event.values[k] ?? null));
      const SES = Object.keys(sessions[0]?.values ?? {}) as (keyof AfasSession['values'])[];
      const changedSessions = sessions.filter((s) => {
        const o = ourSessions.get(s.afasId);
        return !o || o.eventId !== existing?.id || SES.some((k) => (o[k] ?? null) !== (s.values[k] ?? null));
      });
      if (!eventChanged && changedSessions.length === 0) continue;
      try {
        report.rowsWritten += await db.transaction(async (tx) => {
          let written = 0;
          let eventId = existing?.id;
          if (!existing) {
            const [row] = await tx
              .insert(events)
              .values({ ...event.values, afasId, lastSync: now() })
              .returning({ id: events.id });
            eventId = row!.id;
            written++;
          } else if (eventChanged) {
            written += (
              await tx
                .update(events)
                .set({ ...event.values, lastSync: now() })
                .where(eq(events.id, existing.id))
                .returning({ id: events.id })
            ).length;
          }
          for (const s of changedSessions) {
            const o = ourSessions.get(s.afasId);
            const values = { ...s.values, afasId: s.afasId, eventId: eventId! };
            written += o
              ? (
                  await tx
                    .update(eventSessions)
                    .set(values)
                    .where(eq(eventSessions.id, o.id))
                    .returning({ id: eventSessions.id })
                ).length
              : (await tx.insert(eventSessions).values(values).returning({ id: eventSessions.id })).length;
          }
          return written;
        });
        report.events.changed++;
      } catch (error) {
        report.events.failed++;
        await recordFailure(failureOf(afasId, error), report);
      }
    }
  }

  async function references(eventAfasIds?: string[], sessionAfasIds?: string[]): Promise<References> {
    const refs: References = { events: new Map(), sessions: new Map() };
    const eventRows =
      eventAfasIds === undefined
        ? await db.select({ id: events.id, afasId: events.afasId }).from(events)
        : eventAfasIds.length === 0
          ? []
          : await db
              .select({ id: events.id, afasId: events.afasId })
              .from(events)
              .where(inArray(events.afasId, eventAfasIds));
    for (const e of eventRows) refs.events.set(e.afasId, e.id);
    const sessionRows =
      sessionAfasIds === undefined
        ? await db.select({ id: eventSessions.id, afasId: eventSessions.afasId }).from(eventSessions)
        : sessionAfasIds.length === 0
          ? []
          : await db
              .select({ id: eventSessions.id, afasId: eventSessions.afasId })
              .from(eventSessions)
              .where(inArray(eventSessions.afasId, sessionAfasIds));
    for (const s of sessionRows) if (s.afasId) refs.sessions.set(s.afasId, s.id);
    return refs;
  }

  // ---- people -------------------------------------------------------------------------------------------------

  /** Fetches the rows of every person-owned connector for people whose id matches the filter. */
  async function fetchChildren(filter: AfasFilter[]) {
    const p = (e: 'educations' | 'modules' | 'enrolments' | 'presence' | 'periods') => {
      const fields = c[e].fields as Record<string, string>;
      return all(
        e,
        filter.map((f) => ({ ...f, field: fields.personId! })),
        [fields.personId!, fields.afasId!],
      );
    };
    const [educations, modules, enrolments, presence, periods] = await Promise.all([
      p('educations'),
      p('modules'),
      p('enrolments'),
      p('presence'),
      p('periods'),
    ]);
    return { educations, modules, enrolments, presence, periods };
  }

  /** Writes a page of people: one snapshot read, then each person that differs in its own transaction. */
  async function writePeople(
    personRows: AfasRow[],
    children: Awaited<ReturnType<typeof fetchChildren>>,
    refs: References,
    report: SyncReport,
  ): Promise<void> {
    const byPerson = <E extends keyof typeof children>(entity: E) => {
      const field = (c[entity].fields as Record<string, string>).personId!;
      const map = new Map<string, AfasRow[]>();
      for (const row of children[entity]) {
        const key = String(row[field]);
        (map.get(key) ?? map.set(key, []).get(key)!).push(row);
      }
      return map;
    };
    const grouped = {
      educations: byPerson('educations'),
      modules: byPerson('modules'),
      enrolments: byPerson('enrolments'),
      presence: byPerson('presence'),
      periods: byPerson('periods'),
    };
    const ids = personRows.map((r) => String(r[c.users.fields.afasId] ?? ''));
    const snapshot = await readSnapshot(db, ids);
    const writeOne = async (row: AfasRow, afasId: string) => {
      report.persons.seen++;
      try {
        const rows = (e: keyof typeof grouped) => grouped[e].get(afasId) ?? [];
        const bundle: PersonBundle = {
          person: readPerson(c, row),
          educations: rows('educations').map((r) => readEducation(c, r, afasId)),
          modules: rows('modules').map((r) => readModule(c, r, afasId)),
          enrolments: rows('enrolments').map((r) => readEnrolment(c, r, afasId)),
          presence: rows('presence').map((r) => readPresence(c, r, afasId)),
          periods: rows('periods').map((r) => readPeriod(c, r, afasId)),
        };
        const plan = planPerson(bundle, snapshot, refs, now());
        if (plan.ops.length === 0) return;
        // Read the total after the await: `total += await x` would add to a stale total under concurrency.
        const written = await db.transaction((tx) => plan.run(tx));
        report.rowsWritten += written;
        report.persons.changed++;
      } catch (error) {
        report.persons.failed++;
        await recordFailure(failureOf(afasId, error), report);
      }
    };
    // People of a page are independent: a few transactions at once use PostgreSQL's pool (PGlite takes them in turn).
    let next = 0;
    const worker = async () => {
      while (next < personRows.length) {
        const n = next++;
        await writeOne(personRows[n]!, ids[n]!);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, writeConcurrency) }, worker));
  }

  return {
    /** Events and sessions, then every person page by page (bounded memory). */
    async runFullSync(): Promise<SyncReport> {
      const started = performance.now();
      const report = emptyReport();
      const [eventRows, sessionRows] = await Promise.all([
        all('events', [], [c.events.fields.afasId]),
        all('sessions', [], [c.sessions.fields.eventId, c.sessions.fields.afasId]),
      ]);
      await writeEvents(eventRows, sessionRows, report);
      const refs = await references();
      for await (const page of client.pages(c.users.connector, { orderBy: [c.users.fields.afasId], take: pageSize })) {
        const first = String(page[0]![c.users.fields.afasId]);
        const last = String(page.at(-1)![c.users.fields.afasId]);
        const children = await fetchChildren([
          { field: '', op: 'gte', value: first },
          { field: '', op: 'lte', value: last },
        ]);
        await writePeople(page, children, refs, report);
      }
      report.durationMs = Math.round(performance.now() - started);
      deps.logger?.info({ report }, 'AFAS full synchronisation done');
      return report;
    },

    /** One person now (404 when AFAS does not know them); throws AppError('afas_sync_failed') when it fails. */
    async syncUser(afasId: string): Promise<SyncReport> {
      const started = performance.now();
      const report = emptyReport();
      try {
        const people = await all(
          'users',
          [{ field: c.users.fields.afasId, op: 'eq', value: afasId }],
          [c.users.fields.afasId],
        );
        if (people.length === 0) throw AppError.notFound();
        const children = await fetchChildren([{ field: '', op: 'eq', value: afasId }]);
        const eventIds = [...new Set(children.enrolments.map((r) => String(r[c.enrolments.fields.eventId])))];
        const sessionIds = [...new Set(children.presence.map((r) => String(r[c.presence.fields.sessionId])))];
        let refs = await references(eventIds, sessionIds);
        // Events the portal has not seen yet come along (an enrolment needs its event).
        const missing = eventIds.filter((id) => !refs.events.has(id));
        if (missing.length > 0) {
          await fetchAndWriteEvents(missing, report);
          refs = await references(eventIds, sessionIds);
        }
        await writePeople(people, children, refs, report);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof AfasError) {
          deps.logger?.warn({ err: error, afasId }, 'AFAS unreachable for a user synchronisation');
          throw new AppError('afas_sync_failed', 502);
        }
        throw error;
      }
      report.durationMs = Math.round(performance.now() - started);
      if (report.persons.failed > 0) throw new AppError('afas_sync_failed', 502);
      return report;
    },

    /** One event and its sessions now, by its AFAS id (404 when AFAS does not know it). */
    async syncEvent(afasId: string): Promise<SyncReport> {
      const report = emptyReport();
      try {
        const found = await fetchAndWriteEvents([afasId], report);
        if (found === 0) throw AppError.notFound();
      } catch (error) {
        if (error instanceof AfasError) throw new AppError('afas_sync_failed', 502);
        throw error;
      }
      if (report.events.failed > 0) throw new AppError('afas_sync_failed', 502);
      return report;
    },
  };

  async function fetchAndWriteEvents(afasIds: string[], report: SyncReport): Promise<number> {
    let found = 0;
    for (const chunk of chunkValues(afasIds, c.events.fields.afasId, 1200)) {
      const eventFilter = chunk.map((id) => [{ field: c.events.fields.afasId, op: 'eq' as const, value: id }]);
      const sessionFilter = chunk.map((id) => [{ field: c.sessions.fields.eventId, op: 'eq' as const, value: id }]);
      const [eventRows, sessionRows] = await Promise.all([
        all('events', eventFilter, [c.events.fields.afasId]),
        all('sessions', sessionFilter, [c.sessions.fields.eventId, c.sessions.fields.afasId]),
      ]);
      found += eventRows.length;
      await writeEvents(eventRows, sessionRows, report);
    }
    return found;
  }
}
export type AfasSync = ReturnType<typeof createAfasSync>;
