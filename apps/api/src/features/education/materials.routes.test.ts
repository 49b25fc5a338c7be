import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { educationMaterialFiles } from '../../db/schema';
import { call, educationScenario, expectAccess } from './education.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
const db = () => t.database.db;
const upload = (uploadedById: string, name = 'verslag.pdf', context = 'material') =>
  f.createFile(db(), { uploadedById, name, context, mimeType: 'application/pdf' });

describe('own materials', () => {
  it('creates a material with a title and files, adds files, removes a file and the material', async () => {
    const s = await educationScenario(db());
    const a = await upload(s.owner.id, 'a.pdf');
    const b = await upload(s.owner.id, 'b.pdf');
    const created = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/education/${s.education.id}/materials`,
      payload: { title: '  Casus  ', fileIds: [a.id] },
    });
    expect(created.statusCode).toBe(201);
    const material = created.json();
    expect(material).toMatchObject({ title: 'Casus', files: [{ id: a.id, name: 'a.pdf' }] });

    const added = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/education/${s.education.id}/materials/${material.id}`,
      payload: { fileIds: [b.id] },
    });
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .files.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['a.pdf', 'b.pdf']);
    const education = (await call(t.app, s.cookies.linkedEducator, { url: `/api/education/${s.education.id}` })).json();
    expect(education.materials).toHaveLength(1);

    const removedFile = await call(t.app, s.cookies.owner, {
      method: 'DELETE',
      url: `/api/education-materials/${material.id}/files/${a.id}`,
    });
    expect(removedFile.statusCode).toBe(204);
    expect(
      (
        await call(t.app, s.cookies.owner, {
          method: 'DELETE',
          url: `/api/education-materials/${material.id}/files/${a.id}`,
        })
      ).statusCode,
    ).toBe(404);
    const removed = await call(t.app, s.cookies.owner, {
      method: 'DELETE',
      url: `/api/education-materials/${material.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await db().select().from(educationMaterialFiles).where(eq(educationMaterialFiles.fileId, b.id)),
    ).toHaveLength(0);
  });

  it('refuses an empty title, no files, and files that are not the own unlinked material uploads', async () => {
    const s = await educationScenario(db());
    const post = (payload: object) =>
      call(t.app, s.cookies.owner, { method: 'POST', url: `/api/education/${s.education.id}/materials`, payload });
    const own = await upload(s.owner.id);
    const empty = await post({ title: ' ', fileIds: [own.id] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([expect.objectContaining({ propertyPath: 'title' })]);
    const none = await post({ title: 'X', fileIds: [] });
    expect(none.json().violations).toEqual([expect.objectContaining({ propertyPath: 'fileIds' })]);
    const someoneElses = await upload(s.admin.id);
    const otherContext = await upload(s.owner.id, 'x.pdf', 'entry');
    const bad = await post({
      title: 'X',
      fileIds: [own.id, someoneElses.id, otherContext.id, crypto.randomUUID(), own.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'fileIds[1]',
      'fileIds[2]',
      'fileIds[3]',
      'fileIds[4]',
    ]);
    expect((await post({ title: 'X', fileIds: [own.id] })).statusCode).toBe(201);
    // Linked once: not a second time.
    expect((await post({ title: 'Y', fileIds: [own.id] })).json().violations).toEqual([
      { propertyPath: 'fileIds[0]', detail: 'validation.invalid' },
    ]);
  });

  it('edit for the owner and admins; view-only staff 403; others 404', async () => {
    const s = await educationScenario(db());
    const material = await f.createEducationMaterial(db(), { educationId: s.education.id });
    const fileLink = await f.createEducationMaterialFile(db(), { materialId: material.id });
    // Each caller uploads their own file (only one's own uploads can be linked).
    const { cookies } = s;
    await expectAccess(
      t.app,
      cookies,
      () => ({
        method: 'POST',
        url: `/api/education/${s.education.id}/materials`,
        payload: { title: 'X', fileIds: [crypto.randomUUID()] },
      }),
      {
        owner: 400,
        admin: 400,
        impersonatingAdmin: 400,
        linkedEducator: 403,
        practicalTrainer: 403,
        programAssistant: 403,
      },
    );
    await expectAccess(
      t.app,
      cookies,
      () => ({ method: 'DELETE', url: `/api/education-materials/${material.id}/files/${crypto.randomUUID()}` }),
      {
        owner: 404,
        admin: 404,
        impersonatingAdmin: 404,
        linkedEducator: 403,
        practicalTrainer: 403,
        programAssistant: 403,
      },
    );
    await expectAccess(
      t.app,
      cookies,
      () => ({
        method: 'POST',
        url: `/api/education/${s.education.id}/materials/${material.id}`,
        payload: { fileIds: [fileLink.fileId] },
      }),
      {
        owner: 400,
        admin: 400,
        impersonatingAdmin: 400,
        linkedEducator: 403,
        practicalTrainer: 403,
        programAssistant: 403,
      },
    );
    await expectAccess(t.app, cookies, () => ({ method: 'DELETE', url: `/api/education-materials/${material.id}` }), {
      linkedEducator: 403,
      practicalTrainer: 403,
      programAssistant: 403,
      impersonatingAdmin: 204,
    });
    // A material of another education is not found through this education.
    const foreign = await f.createEducationMaterial(db());
    const res = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/education/${s.education.id}/materials/${foreign.id}`,
      payload: { fileIds: [crypto.randomUUID()] },
    });
    expect(res.statusCode).toBe(404);
  });
});
