import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeTransport } from '../../integrations/mail';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
let t: TestApp;
const transport = createFakeTransport();
beforeAll(async () => {
  // The real path: the code goes into the outbox, the development mailbox shows it, delivery sends it.
  t = await createTestApp({ devMailbox: true, mailTransport: transport });
});
afterAll(async () => {
  await t.app.close();
});

const cookieOf = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'])
    .split(/,(?=\s*portal_session=)/)
    .find((c) => c.trim().startsWith('portal_session='))
    ?.split(';')[0]
    ?.trim();

describe('the e-mail method, through the outbox', () => {
  it('mails a Dutch code that signs the user in; the mailbox and the delivery both carry it', async () => {
    const user = await f.createProgramAssistant(t.database.db, { password: PASSWORD, authMethod: 'email' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.json()).toMatchObject({ '2fa_complete': false, auth_method: 'email' });

    const list = (await t.app.inject('/api/dev/mails')).json();
    const mail = list.items.find((m: { to: string }) => m.to === user.email);
    expect(mail).toBeDefined();
    const detail = (await t.app.inject(`/api/dev/mails/${mail.id}`)).json();
    const code = /\b(\d{6})\b/.exec(detail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(detail.text).toContain('10 minuten');

    await t.app.mailer.deliverDue();
    expect(transport.sent.some((m) => m.to === user.email && m.text.includes(code!))).toBe(true);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/2fa_check',
      payload: { _auth_code: code },
      headers: { cookie: cookieOf(res)! },
    });
    expect(ok.json()).toEqual({ '2fa_complete': true });
  });
});
