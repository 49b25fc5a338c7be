import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../integrations/mail';
import { createTestApp, type TestApp } from '../../../test/app';
import { createMail } from '../../../test/factories';
import { devMailRoutes } from './dev-mail.routes';

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  // As app.ts registers it when the development mailbox is switched on.
  t = await createTestApp({ extraRoutes: (app, database) => devMailRoutes(database.db)(app) });
  plain = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.app.close(), plain.app.close()]);
});

describe('development mailbox', () => {
  it('is not there unless switched on', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(res.statusCode).toBe(404);
  });

  it('lists the newest 50 mails, newest first, without their bodies', async () => {
    const base = Date.now() - 3600_000;
    for (let n = 0; n < 55; n++) {
      await createMail(t.database.db, { userId: null, subject: `Lijst ${n}`, createdAt: new Date(base + n * 1000) });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Record<string, unknown>[] }>();
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ subject: 'Lijst 54', status: 'pending', template: 'test' });
    expect(items[49]!.subject).toBe('Lijst 5');
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'id', 'status', 'subject', 'template', 'to']);
    expect(new Date(items[0]!.createdAt as string).getTime()).toBe(base + 54_000);
  });

  it('shows one mail with its HTML and text: the link the demo user needs', async () => {
    const rendered = renderMail(
      'passwordReset',
      { name: '<script>alert(1)</script>', token: 'demo-token' },
      { publicUrl: new URL('http://localhost:3000') },
    );
    const { id } = await createMail(t.database.db, {
      userId: null,
      to: 'vergeten@example.nl',
      template: 'passwordReset',
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mails/${id}` });
    expect(res.statusCode).toBe(200);
    const mail = res.json<Record<string, string>>();
    expect(mail).toMatchObject({
      id,
      to: 'vergeten@example.nl',
      subject: 'Stel een nieuw wachtwoord in voor het Opleidingsportaal',
      template: 'passwordReset',
      status: 'pending',
    });
    expect(mail.html).toContain('href="http://localhost:3000/wachtwoord-vergeten?token=demo-token"');
    expect(mail.html).toContain('Beste &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('http://localhost:3000/wachtwoord-vergeten?token=demo-token');
    expect(Date.parse(mail.createdAt!)).not.toBeNaN();
  });

  it('answers 404 for an unknown mail and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/dev/mails/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'not_found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/dev/mails/nope' });
    expect(malformed.statusCode).toBe(400);
  });
});
