import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { call, educationScenario, expectAccess } from './education.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
const db = () => t.database.db;

describe('notes log', () => {
  it('viewers read and add notes, newest first; the author or an admin deletes', async () => {
    const s = await educationScenario(db());
    const url = `/api/education/${s.education.id}/notes`;
    const first = await call(t.app, s.cookies.linkedEducator, {
      method: 'POST',
      url,
      payload: { message: ' Goed gesprek ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Goed gesprek',
      deletable: true,
      author: { fullName: expect.any(String) },
    });
    await call(t.app, s.cookies.owner, { method: 'POST', url, payload: { message: 'Dank je' } });
    const list = await call(t.app, s.cookies.owner, { url });
    expect(list.json().items.map((n: { message: string; deletable: boolean }) => [n.message, n.deletable])).toEqual([
      ['Dank je', true],
      ['Goed gesprek', false],
    ]);
    const noteId = first.json().id;
    expect((await call(t.app, s.cookies.owner, { method: 'DELETE', url: `${url}/${noteId}` })).statusCode).toBe(403);
    expect(
      (await call(t.app, s.cookies.otherParticipant, { method: 'DELETE', url: `${url}/${noteId}` })).statusCode,
    ).toBe(404);
    expect((await call(t.app, s.cookies.admin, { method: 'DELETE', url: `${url}/${noteId}` })).statusCode).toBe(204);
    expect((await call(t.app, s.cookies.admin, { method: 'DELETE', url: `${url}/${noteId}` })).statusCode).toBe(404);
    const empty = await call(t.app, s.cookies.owner, { method: 'POST', url, payload: { message: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([expect.objectContaining({ propertyPath: 'message' })]);
  });

  it('follows the education policy', async () => {
    const s = await educationScenario(db());
    await f.createNote(db(), { educationId: s.education.id });
    const url = `/api/education/${s.education.id}/notes`;
    const viewers = {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    };
    await expectAccess(t.app, s.cookies, () => ({ url }), viewers);
    const writers = {
      owner: 201,
      linkedEducator: 201,
      practicalTrainer: 201,
      programAssistant: 201,
      admin: 201,
      impersonatingAdmin: 201,
    };
    await expectAccess(t.app, s.cookies, () => ({ method: 'POST', url, payload: { message: 'x' } }), writers);
  });
});
