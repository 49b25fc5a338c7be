// The bundled PDF of one download summary category (spec 2 "Portfolio screen"): a cover, then per assignment its PDF
// (the same document as `GET /api/assignment/{id}/pdf`: forms, evaluations, messages) followed by its attached PDFs
// and images. Written assignment by assignment into the output stream (PdfBundleWriter), so memory holds one
// assignment and one attachment at a time, never the category.
import type { Assignment } from '@portal/contracts';
import { productName } from '@portal/i18n';
import { PassThrough, type Readable } from 'node:stream';
import sharp from 'sharp';
import type { Storage } from '../../integrations/storage';
import { a4Document, A4_MARGIN } from '../../lib/pdf';
import { PdfBundleWriter } from '../../lib/pdf-bundle';
import { renderAssignmentPdf } from './assignment-document';
import type { AttachedFile } from './portfolio-downloads.repository';

/** Images put on a page of their own; other types (documents, audio, video) are named, not included. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']);
/** A decompression bomb is refused rather than rendered (as the thumbnails do). */
const MAX_PIXELS = 40_000_000;

export interface BundleSource {
  title: string;
  participant: string;
  assignmentIds: readonly string[];
  /** The assignment as its page shows it; null when it was deleted meanwhile (left out). */
  load(id: string): Promise<Assignment | null>;
  /** The files of one assignment's answers. */
  files(id: string): Promise<AttachedFile[]>;
  storage: Storage;
  /** Called after each assignment, for the status call. */
  progress(done: number, total: number): Promise<void>;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function smallPdf(title: string, write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { doc, done } = a4Document(title);
  write(doc);
  doc.end();
  return done;
}

const cover = (source: BundleSource, count: number) =>
  smallPdf(source.title, (doc) => {
    doc.fontSize(9).fillColor('#555555').text(productName);
    doc.moveDown(2).fontSize(22).fillColor('#1a3a5c').text(source.title);
    doc.moveDown(1).fontSize(12).fillColor('#000000').text(`Deelnemer: ${source.participant}`);
    doc.text(`Aantal opdrachten: ${count}`);
    doc.text(`Gemaakt op: ${new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam' }).format(new Date())}`);
  });

/** A page naming an attachment that could not be included (its type, or its bytes could not be read). */
const notIncluded = (file: AttachedFile, assignment: string) =>
  smallPdf(file.name, (doc) => {
    doc.fontSize(12).fillColor('#1a3a5c').text(`Bijlage bij ${assignment}`);
    doc.moveDown(0.5).fontSize(11).fillColor('#000000').text(`${file.name} (${file.mimeType})`);
    doc.moveDown(0.5).fontSize(10).text('Deze bijlage is niet in dit document opgenomen; open haar in het portaal.');
  });

/** One page with the image fitted under its name; the image scaled down first (at most 1600 px). */
async function imagePage(bytes: Buffer, file: AttachedFile, assignment: string): Promise<Buffer> {
  const jpeg = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return smallPdf(file.name, (doc) => {
    doc.fontSize(10).fillColor('#555555').text(`Bijlage bij ${assignment}: ${file.name}`);
    const top = doc.y + 8;
    const width = doc.page.width - 2 * A4_MARGIN;
    doc.image(jpeg, A4_MARGIN, top, { fit: [width, doc.page.height - top - A4_MARGIN], align: 'center' });
  });
}

async function appendAttachment(writer: PdfBundleWriter, storage: Storage, file: AttachedFile, assignment: string) {
  const isPdf = file.mimeType === 'application/pdf';
  if (isPdf || IMAGE_TYPES.has(file.mimeType)) {
    try {
      const bytes = await readAll(await storage.stream(file.storageKey));
      await writer.append(isPdf ? bytes : await imagePage(bytes, file, assignment));
      return;
    } catch {
      // An encrypted or damaged PDF, an unreadable image, missing bytes: named instead, the bundle goes on.
    }
  }
  await writer.append(await notIncluded(file, assignment));
}

/**
 * Writes the bundle of `source` as a PDF stream: the stream to store, and the promise that it was written completely
 * (rejecting when it failed; the stream is destroyed then, so the storage does not keep half a file).
 */
export function writeBundle(source: BundleSource): { stream: Readable; done: Promise<void> } {
  const out = new PassThrough();
  const writer = new PdfBundleWriter(out);
  const done = (async () => {
    const total = source.assignmentIds.length;
    await writer.append(await cover(source, total));
    let count = 0;
    for (const id of source.assignmentIds) {
      // Nobody reads any more (the storage refused the bytes): stop rather than render the rest.
      if (out.destroyed) throw new Error('bundled PDF: the output was closed');
      const assignment = await source.load(id);
      if (assignment) {
        await writer.append(await renderAssignmentPdf(assignment));
        for (const file of await source.files(id)) {
          await appendAttachment(writer, source.storage, file, assignment.name);
        }
      }
      await source.progress(++count, total);
    }
    await writer.finish({ title: source.title, author: productName });
  })();
  done.catch((error: unknown) => out.destroy(error as Error));
  return { stream: out, done };
}
