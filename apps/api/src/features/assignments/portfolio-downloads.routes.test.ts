import { execFileSync } from 'node:child_process';
import type { BundledPdf, DownloadSummaryItem, Notification } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, type Storage } from '../../integrations/storage';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { login, portfolio, settled, type Caller } from './portfolio-downloads.test-support';

const storage = createMemoryStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storage });
  await t.app.jobQueue.start();
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST', url: string, caller: Caller) =>
  t.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {} });
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

describe('who may call the download summary', () => {
  it('the owner and linked staff; anonymous 401; another participant and an unrelated educator 404', async () => {
    const db = t.database.db;
    const p = await portfolio(t.app, db, storage, 2);
    const other = await login(t.app, db, f.createParticipant);
    const unrelated = await login(t.app, db, f.createInstituteEducator);
    const admin = await login(t.app, db, f.createAdmin);
    const base = `/api/education/${p.education.id}`;
    const calls: ['GET' | 'POST', string, number][] = [
      ['GET', `${base}/download-summary`, 200],
      ['GET', `${base}/download-summary-details?identifier=${p.module.id}`, 200],
      ['GET', `${base}/download-summary-bundled-pdf?identifier=${p.module.id}`, 200],
      ['POST', `${base}/download-summary-bundled-pdf?identifier=${p.module.id}`, 202],
    ];
    for (const [method, url, allowed] of calls) {
      expect((await call(method, url, null)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, other)).statusCode, `${method} ${url} other participant`).toBe(404);
      expect((await call(method, url, unrelated)).statusCode, `${method} ${url} unrelated educator`).toBe(404);
      for (const caller of [p.participant, p.trainer, admin]) {
        const res = await call(method, url, caller);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(allowed);
      }
    }
  });

  it('a bad identifier is 400; one that is not a category of this education 404', async () => {
    const db = t.database.db;
    const p = await portfolio(t.app, db, storage, 1);
    const elsewhere = await portfolio(t.app, db, storage, 1);
    const empty = await f.createModule(db, { educationId: p.education.id, type: 'IO' });
    const base = `/api/education/${p.education.id}`;
    for (const [method, path] of [
      ['GET', 'download-summary-details'],
      ['GET', 'download-summary-bundled-pdf'],
      ['POST', 'download-summary-bundled-pdf'],
    ] as const) {
      const bad = await call(method, `${base}/${path}?identifier=abc`, p.participant);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().violations[0].propertyPath).toBe('identifier');
      expect((await call(method, `${base}/${path}`, p.participant)).statusCode).toBe(400);
      for (const id of [elsewhere.module.id, empty.id, crypto.randomUUID()]) {
        expect((await call(method, `${base}/${path}?identifier=${id}`, p.participant)).statusCode).toBe(404);
      }
    }
  });
});

describe('GET download-summary and download-summary-details', () => {
  it('count per module the assignments and their answer files; the details list them', async () => {
    const db = t.database.db;
    const p = await portfolio(t.app, db, storage, 4);
    const io = await f.createModule(db, { educationId: p.education.id, type: 'IO', publishedName: 'Anatomie' });
    await f.createAssignment(db, { moduleId: io.id, name: 'Toets anatomie' });
    const summary = (await call('GET', `/api/education/${p.education.id}/download-summary`, p.participant)).json();
    expect(summary).toEqual({
      totalItems: 2,
      items: [
        // In the order of the type codes (IO … BEG), then by name.
        { category: 'IO', identifier: io.id, name: 'Anatomie', numberOfAssignments: 1, numberOfFiles: 0 },
        { category: 'BEG', identifier: p.module.id, name: 'Logboek', numberOfAssignments: 4, numberOfFiles: 5 },
      ] satisfies DownloadSummaryItem[],
    });
    const details = (
      await call(
        'GET',
        `/api/education/${p.education.id}/download-summary-details?identifier=${p.module.id}`,
        p.trainer,
      )
    ).json();
    expect(details).toMatchObject({ category: 'BEG', identifier: p.module.id, numberOfAssignments: 4, totalItems: 4 });
    expect(details.items.map((a: { name: string }) => a.name)).toEqual(
      [1, 2, 3, 4].map((n) => `Logboek opdracht ${n}`),
    );
    expect(details.items[2].files.map((file: { name: string }) => file.name)).toEqual(['bijlage-3.pdf', 'foto-3.png']);
  });
});

describe('the bundled PDF', () => {
  it('of 12 assignments holds every title and attachment, with progress, a notification and one download', async () => {
    const db = t.database.db;
    const p = await portfolio(t.app, db, storage, 12);
    const url = `/api/education/${p.education.id}/download-summary-bundled-pdf?identifier=${p.module.id}`;
    const asked = await call('POST', url, p.participant);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', done: 0, total: 12, identifier: p.module.id });
    // Asking again while it is made answers the same one.
    expect((await call('POST', url, p.participant)).json().id).toBe(asked.json().id);
    const bundle = await settled((u) => call('GET', u, p.participant), p.education.id, p.module.id);
    expect(bundle).toMatchObject({ id: asked.json().id, status: 'ready', done: 12, total: 12 });
    // The trainer did not ask: theirs is none, and they cannot take the participant's.
    expect((await call('GET', url, p.trainer)).json()).toEqual({ item: null });
    expect((await call('GET', `/api/download-summary-bundled-pdfs/${bundle.id}/download`, p.trainer)).statusCode).toBe(
      404,
    );

    const notifications = (await call('GET', '/api/notifications?page=1', p.participant)).json() as {
      items: Notification[];
    };
    expect(notifications.items.map((n) => n.type)).toEqual(['RequestedDownloadReady']);

    const res = await call('GET', `/api/download-summary-bundled-pdfs/${bundle.id}/download`, p.participant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (let n = 1; n <= 12; n++) {
      expect(text).toContain(`Logboek opdracht ${n}`);
      expect(text).toContain(`Casus ${n}`);
      expect(text).toContain(`Bijlage ${n}`);
    }
    // Cover, one page per assignment (short), its attached PDF, and an image page for every third.
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: res.rawPayload }).toString())![1],
    );
    expect(pages).toBe(1 + 12 + 12 + 4);
    expect(
      (await call('GET', `/api/download-summary-bundled-pdfs/${bundle.id}/download`, p.participant)).statusCode,
    ).toBe(410);
    expect((await call('GET', url, p.participant)).json().item.status).toBe('downloaded');
  });

  it('that fails sends RequestedDownloadFailed and can be asked for again', async () => {
    const broken: Storage = {
      ...storage,
      put: async (key, body) => {
        if (key.startsWith('exports/')) throw new Error('disk full');
        return storage.put(key, body);
      },
    };
    const other = await createTestApp({ storage: broken });
    try {
      await other.app.jobQueue.start();
      const db = other.database.db;
      const p = await portfolio(other.app, db, storage, 2);
      const url = `/api/education/${p.education.id}/download-summary-bundled-pdf?identifier=${p.module.id}`;
      const inject = (method: 'GET' | 'POST', u: string) =>
        other.app.inject({ method, url: u, headers: { cookie: p.participant.cookie } });
      const first = (await inject('POST', url)).json() as BundledPdf;
      const failed = await settled((u) => inject('GET', u), p.education.id, p.module.id);
      expect(failed).toMatchObject({ id: first.id, status: 'failed' });
      const notifications = (await inject('GET', '/api/notifications?page=1')).json() as { items: Notification[] };
      expect(notifications.items.map((n) => n.type)).toEqual(['RequestedDownloadFailed']);
      expect(notifications.items[0]!.references.contexturl).toBe(`/onderwijs/${p.education.id}#tab=downloads`);
      expect((await inject('GET', `/api/download-summary-bundled-pdfs/${first.id}/download`)).statusCode).toBe(410);
      expect(await storage.exists(`exports/${first.id}.pdf`)).toBe(false);
      // The retry: asking again makes a new one.
      const again = await inject('POST', url);
      expect(again.statusCode).toBe(202);
      expect(again.json().id).not.toBe(first.id);
      // Its job runs to its end before the app closes (the storage still refuses: it fails again, and says so).
      expect(await settled((u) => inject('GET', u), p.education.id, p.module.id)).toMatchObject({
        id: again.json().id,
        status: 'failed',
      });
    } finally {
      await other.app.close();
    }
  });
});
