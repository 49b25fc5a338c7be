// The form as documents: a printable PDF (to fill in on paper or to read along) and the overview as CSV.
import { INTERNSHIP_TYPES, type Form, type FormListItem } from '@portal/contracts';
import { productName } from '@portal/i18n';
import { writeCsv } from '../../lib/csv';
import { a4Document } from '../../lib/pdf';

const TYPE_HINTS: Partial<Record<Form['fields'][number]['type'], string>> = {
  product: 'Bewijsstukken uit het portfolio (opdrachten en bestanden)',
  'file-upload': 'Bijlage(n) toevoegen',
  'request-points': 'Aantal punten',
  'request-amount': 'Bedrag in euro',
};

/** The form as an A4 PDF: every field with its label, help text and a place to answer, in the form's order. */
export function renderFormPdf(form: Form): Promise<Buffer> {
  const { doc, done } = a4Document(form.title);
  const width = doc.page.width - 112;
  const ensure = (height: number) => {
    if (doc.y + height > doc.page.height - 56) doc.addPage();
  };
  const box = (height: number) => {
    ensure(height + 8);
    doc.rect(56, doc.y, width, height).strokeColor('#9aa5b1').lineWidth(0.7).stroke();
    doc.y += height + 10;
  };
  const choice = (text: string) => {
    ensure(16);
    const y = doc.y;
    doc
      .rect(60, y + 1, 9, 9)
      .strokeColor('#5b6670')
      .lineWidth(0.7)
      .stroke();
    doc
      .fontSize(10)
      .fillColor('#000000')
      .text(text, 76, y, { width: width - 20 });
    doc.moveDown(0.2);
  };

  doc.fontSize(9).fillColor('#555555').text(productName);
  doc.moveDown(0.5);
  doc.fontSize(20).fillColor('#1a3a5c').text(form.title);
  if (form.description) doc.moveDown(0.4).fontSize(10).fillColor('#333333').text(form.description);
  doc.moveDown(1);

  for (const field of form.fields) {
    const label = `${field.label}${field.required ? ' *' : ''}`;
    ensure(40);
    doc.x = 56;
    if (field.type === 'title') {
      doc.fontSize(16).fillColor('#1a3a5c').text(label, { width });
      doc.moveDown(0.6);
      continue;
    }
    if (field.type === 'section') {
      doc.moveDown(0.4).fontSize(13).fillColor('#1a3a5c').text(label, { width });
      doc
        .moveTo(56, doc.y + 2)
        .lineTo(56 + width, doc.y + 2)
        .strokeColor('#1a3a5c')
        .stroke();
      doc.moveDown(0.6);
      if (field.description) doc.fontSize(9).fillColor('#333333').text(field.description, { width }).moveDown(0.5);
      continue;
    }
    doc.fontSize(11).fillColor('#000000').text(label, { width });
    if (field.description) doc.fontSize(9).fillColor('#555555').text(field.description, { width });
    const hint = TYPE_HINTS[field.type];
    if (hint) doc.fontSize(9).fillColor('#555555').text(hint, { width });
    doc.moveDown(0.3);
    const m = field.metadata;
    switch (field.type) {
      case 'textarea':
        box(90);
        break;
      case 'signature':
        box(90);
        break;
      case 'choicelist':
        doc
          .fontSize(9)
          .fillColor('#555555')
          .text(m.multiple === true ? 'Meerdere antwoorden mogelijk' : 'Eén antwoord');
        for (const option of field.options) choice(option.label);
        doc.moveDown(0.5);
        break;
      case 'internship-type': {
        const types =
          Array.isArray(m.types) && m.types.length > 0
            ? (m.types as number[])
            : Object.keys(INTERNSHIP_TYPES).map(Number);
        for (const type of types) choice(INTERNSHIP_TYPES[type as keyof typeof INTERNSHIP_TYPES] ?? String(type));
        doc.moveDown(0.5);
        break;
      }
      case 'likert': {
        const rows = Array.isArray(m.rows) ? (m.rows as string[]) : [];
        const columns = Array.isArray(m.columns) ? (m.columns as string[]) : [];
        const sections = Array.isArray(m.sections) ? (m.sections as { description: string; row: number }[]) : [];
        const first = Math.min(200, width * 0.4);
        const cell = (width - first) / Math.max(columns.length, 1);
        ensure(30);
        const top = doc.y;
        columns.forEach((column, i) =>
          doc
            .fontSize(8)
            .fillColor('#333333')
            .text(column, 56 + first + i * cell, top, { width: cell, align: 'center' }),
        );
        doc.y = top + 24;
        rows.forEach((row, r) => {
          const section = sections.find((s) => s.row === r);
          if (section) {
            ensure(18);
            doc.fontSize(9).fillColor('#1a3a5c').text(section.description, 56, doc.y, { width });
          }
          ensure(18);
          const y = doc.y;
          doc
            .fontSize(9)
            .fillColor('#000000')
            .text(row, 56, y, { width: first - 6 });
          columns.forEach((_, i) =>
            doc
              .rect(56 + first + i * cell + cell / 2 - 4.5, y + 1, 9, 9)
              .strokeColor('#5b6670')
              .stroke(),
          );
          doc.y = Math.max(doc.y, y + 14) + 4;
        });
        doc.x = 56;
        doc.moveDown(0.6);
        break;
      }
      case 'date': {
        const parts = [m.range === true ? 'Van' : 'Datum', '__-__-____', m.time === true ? '__:__' : ''];
        if (m.range === true) parts.push('tot en met', '__-__-____', m.time === true ? '__:__' : '');
        doc.fontSize(10).fillColor('#000000').text(parts.filter(Boolean).join('  '), { width });
        doc.moveDown(0.8);
        break;
      }
      default:
        box(22);
    }
  }
  doc.end();
  return done;
}

const EVALUATION_TYPES = (item: Pick<FormListItem, 'valuation' | 'grade'>) =>
  item.valuation && item.grade
    ? 'Waardering en cijfer'
    : item.valuation
      ? 'Waardering'
      : item.grade
        ? 'Cijfer'
        : 'Geen';

/** `2026-03-05T…` → `05-03-2026` in Amsterdam time. */
const dutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' })
    .format(new Date(iso))
    .replace(/\//g, '-');

/** The overview as CSV for Dutch Excel (the shared writer: `;`, BOM, formulas neutralised), DD-MM-YYYY. */
export function formsCsv(items: readonly FormListItem[]): string {
  return writeCsv(
    ['Titel', 'Categorie', 'Aantal invullingen', 'Beoordelingstype', 'Gekoppeld', 'Aangemaakt', 'Id'],
    items.map((item) => [
      item.title,
      item.categories.map((c) => c.name).join(', '),
      item.entryCount,
      EVALUATION_TYPES(item),
      item.inUse ? 'Gekoppeld' : 'Niet gekoppeld',
      dutchDate(item.created),
      item.id,
    ]),
  );
}
