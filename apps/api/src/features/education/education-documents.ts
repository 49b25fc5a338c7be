// The education as documents opened in a new tab (spec 2 Opleidingsgegevens links): the presence overview and the
// education overview, as A4 PDFs (pdfkit; Helvetica prints ë, ï and €). Dates DD-MM-YYYY, times HH:mm (spec 2 §9).
import { INTERNSHIP_TYPES, type Education, type Module } from '@portal/contracts';
import { a4Document } from '../../lib/pdf';

const MODULE_TYPE_LABELS: Record<Module['type'], string> = {
  IO: 'Instituutsonderwijs',
  IKO: 'Intern keuzeonderwijs',
  EKO: 'Extern keuzeonderwijs',
  PRK: 'Praktijkopleiding',
  STA: 'Stages',
  EPA: 'EPA/KBA',
  AANVRAAG: 'Aanvraag',
  BEG: 'Begeleiding',
};
const MODULE_STATUS_LABELS: Record<NonNullable<Module['status']>, string> = {
  definitely_placed: 'Definitief geplaatst',
  finished: 'Afgerond',
  finished_less_points: 'Afgerond met minder punten',
  excemption: 'Vrijstelling',
};

/** `2026-03-01` → `01-03-2026`; empty for none. */
export const dutchDate = (iso: string | null | undefined) =>
  iso ? iso.slice(0, 10).split('-').reverse().join('-') : '';
const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function pdf(title: string, write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { doc, done } = a4Document(title);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.moveDown(0.5);
  write(doc);
  doc.end();
  return done;
}

const heading = (doc: PDFKit.PDFDocument, text: string) => {
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.2);
};
const line = (doc: PDFKit.PDFDocument, label: string, value: string) => {
  if (!value) return;
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
};
const row = (doc: PDFKit.PDFDocument, text: string, indent = 0) => {
  if (doc.y > doc.page.height - 72) doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(text, 56 + indent);
};

const timeRange = (start: string | null, end: string | null) =>
  start ? `${start}${end ? `-${end}` : ''}` : 'hele dag';

/** Presence per module and session: Aanwezig / Afwezig / Onbekend, with the catch-up and compensation. */
export function renderPresenceOverview(education: Education, modules: readonly Module[]): Promise<Buffer> {
  return pdf(`Presentieoverzicht ${education.name}`, (doc) => {
    line(doc, 'Deelnemer', education.user.fullName);
    line(doc, 'Opleiding', education.name);
    line(doc, 'Datum', dutchDate(new Date().toISOString()));
    const withPresence = modules.filter((m) => m.presenceItems.length > 0);
    if (withPresence.length === 0) {
      doc.moveDown().font('Helvetica').fontSize(10).text('Geen presentiegegevens.');
      return;
    }
    for (const module of withPresence) {
      heading(doc, module.publishedName);
      for (const item of module.presenceItems) {
        const presence = item.present === null ? 'Onbekend' : item.present ? 'Aanwezig' : 'Afwezig';
        row(
          doc,
          `${dutchDate(item.sessionDate)} ${timeRange(item.sessionStartTime, item.sessionEndTime)}  ${item.sessionName}  ${presence}`,
        );
        if (item.catchingUpSessionName) {
          row(
            doc,
            `Inhalen: ${item.catchingUpSessionName} (${dutchDate(item.catchingUpSessionDate)} ${timeRange(item.catchingUpSessionStartTime, item.catchingUpSessionEndTime)})`,
            16,
          );
        }
        if (item.catchingUpAssignmentName) row(doc, `Inhaalopdracht: ${item.catchingUpAssignmentName}`, 16);
        if (item.compensationProcessedAt)
          row(doc, `Compensatie verwerkt op ${dutchDate(item.compensationProcessedAt)}`, 16);
      }
    }
  });
}

/** Opleidingsgegevens, the period table and every module with type, status, assignments and points. */
export function renderEducationOverview(
  education: Education,
  periods: readonly {
    name: string;
    institution: string | null;
    startDate: string | null;
    endDate: string | null;
    practicalTrainer: string | null;
  }[],
  modules: readonly Module[],
): Promise<Buffer> {
  return pdf(`Opleidingsoverzicht ${education.name}`, (doc) => {
    line(doc, 'Deelnemer', education.user.fullName);
    line(doc, 'E-mail', education.email ?? education.user.email);
    line(doc, 'Instituutsopleiders', education.instituteEducators.map((p) => p.fullNameLastNameFirst).join('; '));
    line(doc, 'Programma assistent', education.programAssistantName ?? '');
    line(doc, 'Praktijkopleiders', education.practicalEducators.map((p) => p.fullNameLastNameFirst).join('; '));
    line(doc, 'Deeltijdpercentage', `${education.fullTimePercentage}%`);
    line(doc, 'Startdatum', dutchDate(education.startDate));
    if (education.electiveCourseHours > 0) {
      line(
        doc,
        'Keuzeonderwijs',
        `${education.electiveCourseHours} uur, budget ${euros(education.electiveCourseBudget)}`,
      );
    }
    line(
      doc,
      'Onderbreking',
      [dutchDate(education.interruptionStartDate), dutchDate(education.interruptionEndDate)]
        .filter(Boolean)
        .join(' t/m '),
    );
    line(doc, 'Uitschrijfdatum', dutchDate(education.deregistrationDate));
    line(doc, 'Einddatum RGS', dutchDate(education.rgsEndDate));
    line(doc, 'Afgeronde modules', `${education.summary.finishedModules} van ${education.summary.totalModules}`);
    const internship = Object.entries(education.summary.internshipPoints);
    if (internship.length > 0) {
      line(
        doc,
        'Stagepunten',
        internship
          .map(
            ([type, points]) => `${INTERNSHIP_TYPES[Number(type) as keyof typeof INTERNSHIP_TYPES] ?? type}: ${points}`,
          )
          .join('; '),
      );
    }
    if (periods.length > 0) {
      heading(doc, 'Perioden');
      for (const p of periods) {
        row(
          doc,
          `${p.name}  ${p.institution ?? ''}  ${dutchDate(p.startDate)} t/m ${dutchDate(p.endDate)}  ${p.practicalTrainer ?? ''}`,
        );
      }
    }
    heading(doc, 'Modules');
    if (modules.length === 0) row(doc, 'Geen modules.');
    for (const m of modules) {
      const parts = [
        MODULE_TYPE_LABELS[m.type],
        m.status ? MODULE_STATUS_LABELS[m.status] : '',
        `opdrachten ${m.finishedAssignments}/${m.totalAssignments}`,
        m.points !== null ? `${m.points} punten` : '',
        m.currentLevel !== null ? `niveau ${m.currentLevel}` : '',
      ].filter(Boolean);
      row(doc, `${m.publishedName} — ${parts.join(', ')}`);
    }
  });
}
