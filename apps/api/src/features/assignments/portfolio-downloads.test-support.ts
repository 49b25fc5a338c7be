// Test data of the download summary: a participant's education with a module of assignments whose answers carry
// files with real bytes in the storage (an attached PDF with its own text, and an image).
import { randomBytes } from 'node:crypto';
import type { BundledPdf } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { a4Document } from '../../lib/pdf';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';

export type Caller = { user: { id: string }; cookie: string } | null;

export async function login(app: FastifyInstance, db: Db, create: typeof f.createParticipant): Promise<Caller> {
  const user = await create(db, { password: TEST_PASSWORD, twoFactorExempt: true });
  return { user, cookie: await signIn(app, user.email) };
}

/** A one-page PDF saying `text` (and `padding` bytes of noise in a stream, to make it as large as wanted). */
export async function attachedPdf(text: string, padding = 0): Promise<Buffer> {
  const { doc, done } = a4Document(text);
  doc.fontSize(14).text(text);
  if (padding > 0) {
    // Random pixels do not compress: the image keeps the file at about `padding` bytes.
    const side = Math.ceil(Math.sqrt(padding / 3));
    const raw = randomBytes(side * side * 3);
    const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    doc.image(png, 56, 200, { width: 200 });
  }
  doc.end();
  return done;
}

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/**
 * An education with one BEG module ('Logboek') of `count` assignments named 'Logboek opdracht N', each with an
 * entry whose text answer is 'Casus N' and a file-upload answer holding a PDF ('Bijlage N') and, for every third,
 * an image. A linked practical trainer; the participant and trainer signed in.
 */
export async function portfolio(
  app: FastifyInstance,
  db: Db,
  storage: Storage,
  count: number,
  options: { pdf?: (n: number) => Promise<Buffer>; images?: boolean } = {},
) {
  const participant = (await login(app, db, f.createParticipant))!;
  const education = await f.createEducation(db, { userId: participant.user.id });
  const trainer = (await login(app, db, f.createPracticalTrainer))!;
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.user.id, role: 'practical_trainer' });
  const form = await f.createForm(db, { title: 'Logboekformulier' });
  const casus = await f.createFormField(db, { formId: form.id, label: 'Casus', roles: ['ROLE_PARTICIPANT'] });
  const upload = await f.createFormField(db, {
    formId: form.id,
    label: 'Bewijs',
    type: 'file-upload',
    roles: ['ROLE_PARTICIPANT'],
  });
  const module = await f.createModule(db, {
    educationId: education.id,
    type: 'BEG',
    publishedName: 'Logboek',
    formId: form.id,
  });
  const makePdf = options.pdf ?? ((n: number) => attachedPdf(`Bijlage ${n}`));
  const png = options.images === false ? null : await smallPng();
  let shared: Buffer | null = null;
  for (let n = 1; n <= count; n++) {
    const assignment = await f.createAssignment(db, { moduleId: module.id, name: `Logboek opdracht ${n}` });
    const entry = await f.createEntry(db, { assignmentId: assignment.id });
    await f.createEntryValue(db, { entryId: entry.id, fieldId: casus.id, value: `Casus ${n}` });
    const value = await f.createEntryValue(db, { entryId: entry.id, fieldId: upload.id, value: null });
    const bytes = options.pdf ? (shared ??= await makePdf(n)) : await makePdf(n);
    const file = await f.createFile(db, { name: `bijlage-${n}.pdf`, size: bytes.length });
    await storage.put(file.storageKey, bytes);
    await f.createEntryValueFile(db, { entryValueId: value.id, fileId: file.id });
    if (png && n % 3 === 0) {
      const image = await f.createFile(db, { name: `foto-${n}.png`, mimeType: 'image/png', size: png.length });
      await storage.put(image.storageKey, png);
      await f.createEntryValueFile(db, { entryValueId: value.id, fileId: image.id });
    }
  }
  return { participant, trainer, education, module };
}

/** Polls the bundle's status until it is no longer pending; answers the last status seen. */
export async function settled(
  call: (url: string) => Promise<{ json(): unknown }>,
  educationId: string,
  moduleId: string,
  timeout = 30_000,
): Promise<BundledPdf> {
  let last: BundledPdf | null = null;
  await expect
    .poll(
      async () => {
        const body = (
          await call(`/api/education/${educationId}/download-summary-bundled-pdf?identifier=${moduleId}`)
        ).json() as { item: BundledPdf | null };
        last = body.item;
        return last?.status;
      },
      { timeout, interval: 100 },
    )
    .not.toBe('pending');
  return last!;
}
