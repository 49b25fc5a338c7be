// An assignment as a PDF (`GET /api/assignment/{id}/pdf`): the filled-in form with every entry's answers, the
// messages and the evaluations, readable as text (pdftotext) and printable.
import {
  INTERNSHIP_TYPES,
  type Answer,
  type Assignment,
  type DateAnswer,
  type FormField,
  type ProductAnswer,
} from '@portal/contracts';
import { productName } from '@portal/i18n';
import { a4Document } from '../../lib/pdf';

const STATE_LABELS: Record<Assignment['state'], string> = {
  open: 'Nog niet ingeleverd',
  rejected: 'Opnieuw inleveren',
  in_review: 'Te beoordelen',
  finished: 'Beoordeeld',
  excemption: 'Vrijstelling',
};

const amsterdam = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dutchDateTime = (iso: string) => amsterdam.format(new Date(iso)).replace(',', '');
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');

/** An answer in words, as the page shows it. */
function answerText(field: FormField, answer: Answer | undefined, assignment: Assignment): string {
  if (answer === undefined || answer === null || answer === '') return '—';
  const names = new Map<string, string>();
  for (const entry of assignment.entries) {
    for (const file of entry.files) names.set(file.id, file.name);
    for (const linked of entry.assignments) names.set(linked.id, linked.name);
  }
  switch (field.type) {
    case 'choicelist':
    case 'likert': {
      const labels = new Map(field.options.map((o) => [o.id, o.label]));
      if (field.type === 'likert') {
        const rows = Array.isArray(field.metadata.rows) ? (field.metadata.rows as string[]) : [];
        const columns = Array.isArray(field.metadata.columns) ? (field.metadata.columns as string[]) : [];
        return (answer as string[])
          .map((id) => {
            const cell = /^field_(\d+)_(\d+)$/.exec(labels.get(id) ?? '');
            return cell ? `${rows[Number(cell[1])] ?? ''}: ${columns[Number(cell[2])] ?? ''}` : '';
          })
          .filter(Boolean)
          .join('\n');
      }
      return (answer as string[]).map((id) => labels.get(id) ?? id).join(', ');
    }
    case 'file-upload':
      return (answer as string[]).map((id) => names.get(id) ?? 'bestand').join(', ') || '—';
    case 'signature':
      return 'Ondertekend';
    case 'product': {
      const product = answer as ProductAnswer;
      return [...product.assignments, ...product.files].map((id) => names.get(id) ?? id).join(', ') || '—';
    }
    case 'date': {
      const d = answer as DateAnswer;
      const start = [d.startDate && dutchDate(d.startDate), d.startTime].filter(Boolean).join(' ');
      const end = [d.endDate && dutchDate(d.endDate), d.endTime].filter(Boolean).join(' ');
      return end ? `${start} t/m ${end}` : start;
    }
    case 'internship-type':
      return INTERNSHIP_TYPES[answer as keyof typeof INTERNSHIP_TYPES] ?? String(answer);
    case 'request-amount':
      return `€ ${(answer as number).toLocaleString('nl-NL', { minimumFractionDigits: 2 })}`;
    default:
      return String(answer);
  }
}

/** The assignment as an A4 PDF. */
export function renderAssignmentPdf(assignment: Assignment): Promise<Buffer> {
  const { doc, done } = a4Document(assignment.name);
  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(0.8).fontSize(14).fillColor('#1a3a5c').text(text, 56, doc.y, { width });
    doc.moveDown(0.3);
  };
  const line = (label: string, value: string) => {
    doc.fontSize(10).fillColor('#555555').text(`${label}: `, 56, doc.y, { continued: true, width });
    doc.fillColor('#000000').text(value);
  };

  doc.fontSize(9).fillColor('#555555').text(productName);
  doc.moveDown(0.5);
  doc.fontSize(20).fillColor('#1a3a5c').text(assignment.name, { width });
  doc.moveDown(0.5);
  line('Deelnemer', assignment.user.fullName);
  line('Module', assignment.module.publishedName);
  line('Formulier', assignment.form.title);
  line('Status', STATE_LABELS[assignment.state]);
  if (assignment.submitted) line('Ingeleverd', dutchDateTime(assignment.submitted));
  if (assignment.evaluators.length > 0) line('Beoordelaars', assignment.evaluators.map((e) => e.fullName).join(', '));
  if (assignment.grade !== null) line('Cijfer', String(assignment.grade));
  if (assignment.valuation) line('Waardering', assignment.valuation);

  for (const entry of assignment.entries) {
    const who = { participant: 'Ingevuld door', external: 'Bijdrage van', evaluator: 'Beoordeling door' }[
      entry.author.kind
    ];
    heading(`${who} ${entry.author.name}`);
    for (const field of assignment.form.fields) {
      if (field.type === 'title' || field.type === 'section') {
        doc.moveDown(0.3).fontSize(12).fillColor('#1a3a5c').text(field.label, 56, doc.y, { width });
        continue;
      }
      if (!(field.id in entry.values)) continue;
      doc.moveDown(0.3).fontSize(10).fillColor('#333333').text(field.label, 56, doc.y, { width });
      doc
        .fontSize(11)
        .fillColor('#000000')
        .text(answerText(field, entry.values[field.id], assignment), { width });
    }
  }

  if (assignment.evaluations.length > 0) {
    heading('Beoordelingen');
    for (const evaluation of assignment.evaluations) {
      const parts = [
        dutchDateTime(evaluation.created),
        evaluation.teacher ?? '',
        evaluation.grade !== null ? `cijfer ${evaluation.grade}` : '',
        evaluation.valuation ?? '',
      ].filter(Boolean);
      doc.fontSize(10).fillColor('#000000').text(parts.join(' · '), 56, doc.y, { width });
    }
  }

  if (assignment.messages.length > 0) {
    heading('Berichten');
    for (const message of assignment.messages) {
      doc
        .fontSize(9)
        .fillColor('#555555')
        .text(`${message.user.fullName}, ${dutchDateTime(message.created)}`, 56, doc.y, { width });
      doc.fontSize(10).fillColor('#000000').text(message.content, { width });
      doc.moveDown(0.4);
    }
  }
  doc.end();
  return done;
}
