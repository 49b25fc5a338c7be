import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { MIME } from './context';
import { SAMPLE_MP4_BASE64 } from './sample-video';

/** Calm colours for the demo's pictures, picked by the file's name so each looks the same on every run. */
const COLOURS = ['#1a4d8f', '#2e7d32', '#6a1b9a', '#a34700', '#00695c', '#5f6b7a'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function colourFor(name: string): string {
  return COLOURS[createHash('sha256').update(name).digest()[0]! % COLOURS.length]!;
}

const title = (name: string) => name.replace(/\.[a-z0-9]+$/i, '');

function pdf(name: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: title(name) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(title(name));
  doc.moveDown();
  doc.fontSize(12).text('Voorbeeldbestand van het demo-instituut van het Opleidingsportaal.');
  doc.end();
  return done;
}

/** A picture in the name's colour with its initials (avatars) or its title (other images). */
function image(name: string, mimeType: string, avatar: boolean): Promise<Buffer> {
  const [width, height] = avatar ? [256, 256] : [760, 428];
  const label = avatar
    ? title(name)
        .replace(/^profielfoto-/, '')
        .slice(0, 2)
        .toUpperCase()
    : title(name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colourFor(name)}"/>
    <text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${avatar ? 96 : 36}"
      text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text></svg>`;
  const picture = sharp(Buffer.from(svg));
  return (mimeType === MIME.png ? picture.png() : picture.jpeg({ quality: 80 })).toBuffer();
}

/** The smallest Word document Word and LibreOffice open: one paragraph with the title. */
function docx(name: string): Buffer {
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Target="word/document.xml" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        `<w:p><w:r><w:t>${escapeXml(title(name))}</w:t></w:r></w:p>` +
        '<w:p><w:r><w:t>Voorbeeldbestand van het demo-instituut van het Opleidingsportaal.</w:t></w:r></w:p>' +
        '</w:body></w:document>',
    ),
  };
  // A fixed date keeps the bytes (and so the stored hash) the same on every run.
  return Buffer.from(zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') }));
}

/**
 * Real bytes for a demo file of `mimeType`, so that downloads, previews and thumbnails of the demo work. Answers
 * null for a type the demo has no content for (the row then stays without bytes).
 */
export async function demoFileContent(file: {
  name: string;
  mimeType: string;
  context: string;
}): Promise<Buffer | null> {
  switch (file.mimeType) {
    case MIME.pdf:
      return pdf(file.name);
    case MIME.jpeg:
    case MIME.png:
      return image(file.name, file.mimeType, file.context === 'avatar');
    case MIME.docx:
      return docx(file.name);
    case MIME.mp4:
      return Buffer.from(SAMPLE_MP4_BASE64, 'base64');
    default:
      return null;
  }
}
