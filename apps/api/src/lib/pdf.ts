import { productName } from '@portal/i18n';
import PDFDocument from 'pdfkit';

/** The margin of the product's A4 documents (points). */
export const A4_MARGIN = 56;

/**
 * A new A4 document of the product (56 pt margins, the title and product in its properties) and the promise of its
 * bytes, which resolves once the caller ends the document (`doc.end()`).
 */
export function a4Document(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: A4_MARGIN, info: { Title: title, Author: productName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
