import PDFDocument from 'pdfkit';
import { productName } from '@portal/i18n';

export interface CertificateContent {
  holder: string;
  name: string;
  eventId: string;
  /** YYYY-MM-DD, or null when the event has no end date on record. */
  endDate: string | null;
  points: number | null;
  issuedAt: Date;
}

const DUTCH_DATE = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});
const DUTCH_POINTS = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A calendar date (YYYY-MM-DD) in words, e.g. "3 maart 2026"; noon UTC keeps it on its own day in Amsterdam. */
function dutchDate(isoDate: string): string {
  return DUTCH_DATE.format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * A certificate of attendance as an A4 PDF, made from the certificate record when no PDF was delivered for it.
 * pdfkit's built-in Helvetica covers the Dutch diacritics (ë, ï, é) and the euro sign.
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    info: { Title: `Certificaat ${content.name}`, Author: productName, Subject: content.holder },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(12).fillColor('#555555').text(productName, { align: 'center' });
  doc.moveDown(3);
  doc.fontSize(30).fillColor('#1a3a5c').text('Certificaat', { align: 'center' });
  doc.moveDown(1.5);
  doc.fontSize(14).fillColor('#000000').text('Hierbij verklaren wij dat', { align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(22).text(content.holder, { align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(14).text('heeft deelgenomen aan', { align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(18).text(content.name, { align: 'center' });
  doc.moveDown(2);
  doc.fontSize(12);
  if (content.endDate) doc.text(`Afgerond op ${dutchDate(content.endDate)}`, { align: 'center' });
  if (content.points !== null) {
    doc.text(`Accreditatiepunten: ${DUTCH_POINTS.format(content.points)}`, { align: 'center' });
  }
  doc.text(`Evenementnummer: ${content.eventId}`, { align: 'center' });
  doc.moveDown(4);
  doc
    .fontSize(10)
    .fillColor('#555555')
    .text(`Uitgegeven op ${DUTCH_DATE.format(content.issuedAt)} via ${productName}.`, { align: 'center' });
  doc.end();
  return done;
}
