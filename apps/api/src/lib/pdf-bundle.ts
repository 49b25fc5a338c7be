// One PDF made of many, written as it goes: each part (a rendered assignment, an attached PDF) is parsed, its pages
// and what they use are copied under fresh object numbers and written out at once, and the part is dropped before
// the next. Only the object offsets and page numbers stay in memory (a few numbers per object), so a bundle of
// hundreds of parts needs no more memory than its largest part. pdf-lib parses and copies; it cannot write a document
// incrementally itself (`save()` serialises everything at the end), hence this writer.
import type { Writable } from 'node:stream';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** Object numbers of the bundle's own objects; the parts' objects are numbered after them. */
const CATALOG = 1;
const PAGES = 2;
const INFO = 3;

const latin1 = (text: string) => Buffer.from(text, 'latin1');

export class PdfBundleWriter {
  private offset = 0;
  private readonly offsets: number[] = [];
  private readonly pages: number[] = [];
  private next = INFO + 1;
  private started = false;

  constructor(private readonly out: Writable) {}

  /** Pages written so far. */
  get pageCount(): number {
    return this.pages.length;
  }

  private async write(chunk: Buffer | Uint8Array): Promise<void> {
    // Nobody reads any more (the consumer failed and closed the output): stop instead of waiting forever.
    if (this.out.destroyed) throw new Error('the PDF output was closed');
    this.offset += chunk.length;
    // Respect the consumer's pace (storage on disk or over the network): never queue more than its buffer.
    if (!this.out.write(chunk)) await drained(this.out);
  }

  private async writeObject(number: number, object: PDFObject): Promise<void> {
    this.offsets[number] = this.offset;
    const bytes = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(bytes, 0);
    await this.write(latin1(`${number} 0 obj\n`));
    await this.write(bytes);
    await this.write(latin1('\nendobj\n'));
  }

  private async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // The binary comment marks the file as binary for transfer tools (PDF 32000-1 §7.5.2).
    await this.write(Buffer.concat([latin1('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), latin1('\n')]));
  }

  /**
   * Appends every page of `pdf` (its bytes); answers the number of pages added. Throws when the bytes are not a PDF
   * pdf-lib can read (encrypted, damaged): the caller decides what to put in its place.
   */
  async append(pdf: Uint8Array): Promise<number> {
    const source = await PDFDocument.load(pdf, { updateMetadata: false });
    await this.start();
    const target = PDFContext.create();
    // Fresh numbers continue after what was written, so the copied objects can be written as they are.
    target.largestObjectNumber = this.next - 1;
    const copier = PDFObjectCopier.for(source.context, target);
    const added: number[] = [];
    for (const page of source.getPages()) {
      const copied = copier.copy(page.node);
      copied.set(PDFName.of('Parent'), PDFRef.of(PAGES));
      added.push(target.register(copied).objectNumber);
    }
    for (const [ref, object] of target.enumerateIndirectObjects()) {
      await this.writeObject(ref.objectNumber, object);
    }
    this.next = target.largestObjectNumber + 1;
    this.pages.push(...added);
    return added.length;
  }

  /** Writes the page tree, catalogue, information and cross-reference table, and ends the output. */
  async finish(info: { title: string; author: string }): Promise<void> {
    await this.start();
    const context = PDFContext.create();
    const kids = PDFArray.withContext(context);
    for (const number of this.pages) kids.push(PDFRef.of(number));
    const dict = (entries: Record<string, PDFObject>) => {
      const made = PDFDict.withContext(context);
      for (const [key, value] of Object.entries(entries)) made.set(PDFName.of(key), value);
      return made;
    };
    await this.writeObject(
      PAGES,
      dict({ Type: PDFName.of('Pages'), Kids: kids, Count: PDFNumber.of(this.pages.length) }),
    );
    await this.writeObject(CATALOG, dict({ Type: PDFName.of('Catalog'), Pages: PDFRef.of(PAGES) }));
    await this.writeObject(
      INFO,
      dict({
        // UTF-16 text strings: titles hold ë and the like (PDF 32000-1 §7.9.2.2).
        Title: PDFHexString.fromText(info.title),
        Author: PDFHexString.fromText(info.author),
        CreationDate: PDFString.fromDate(new Date()),
      }),
    );
    const xrefAt = this.offset;
    const lines = [`xref\n0 ${this.next}\n`, '0000000000 65535 f \n'];
    for (let n = 1; n < this.next; n++) {
      const at = this.offsets[n];
      lines.push(at === undefined ? '0000000000 00000 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`);
    }
    await this.write(latin1(lines.join('')));
    await this.write(
      latin1(`trailer\n<< /Size ${this.next} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`),
    );
    this.out.end();
  }
}

/** Resolves when the output can take more, rejects when it is closed first (a destroyed stream never drains). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('the PDF output was closed'));
    };
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}
