import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UploadOptions } from 'tus-js-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pngSize, SIGNATURE_DATA_URL_PREFIX, type Violation } from '@portal/contracts';
import { renderRoute } from '../../../test/test-utils';
import { FormRenderer } from './form-renderer';
import { fakeCanvas, formField, renderForm } from './test-support';
import type { ViolationsByField } from './types';
import { parseDutchNumber } from './fields/number-field';

// tus-js-client replaced: each upload succeeds at once with the next stored file id.
const tus = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('tus-js-client', () => {
  class Upload {
    url: string | null = null;
    constructor(
      public file: File,
      public options: UploadOptions,
    ) {}
    findPreviousUploads = () => Promise.resolve([]);
    resumeFromPreviousUpload = () => {};
    abort = () => Promise.resolve();
    start = () => {
      const id = tus.ids.shift()!;
      queueMicrotask(() =>
        this.options.onSuccess?.({
          lastResponse: {
            getStatus: () => 204,
            getHeader: (name: string) => (name.toLowerCase() === 'x-file-id' ? id : undefined),
            getBody: () => '',
            getUnderlyingObject: () => null,
          },
        } as never),
      );
    };
  }
  return { Upload };
});

const FILE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const STORED_SIGNATURE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const violation = (fieldId: string, detail: string, path?: string): Violation => ({
  propertyPath: `formData.${fieldId}`,
  detail,
  parameters: { fieldId, ...(path && { path }) },
});

beforeEach(() => {
  tus.ids = [];
});

describe('FormRenderer: text fields', () => {
  it('takes text in and out, marks required labels with * and uses the subtype as input type', async () => {
    const { user, last } = renderForm({
      fields: [
        formField({
          id: 'subject',
          type: 'text',
          label: 'Onderwerp',
          required: true,
          metadata: { placeholder: 'Bijv. spreekuur', type: 'text' },
        }),
        formField({ id: 'mail', type: 'text', label: 'Contactadres', metadata: { type: 'email' } }),
        formField({ id: 'site', type: 'text', label: 'Website', metadata: { type: 'url' } }),
        formField({ id: 'area', type: 'textarea', label: 'Toelichting', description: 'Vertel kort waarom.' }),
      ],
      initial: { subject: 'Eerst', area: 'Regel 1' },
    });
    const subject = screen.getByRole('textbox', { name: 'Onderwerp' });
    expect(subject).toHaveValue('Eerst');
    expect(subject).toBeRequired();
    expect(subject).toHaveAttribute('placeholder', 'Bijv. spreekuur');
    expect(subject.closest('.MuiFormControl-root')!.querySelector('label')).toHaveTextContent('Onderwerp *');
    expect(screen.getByRole('textbox', { name: 'Contactadres' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
    const area = screen.getByRole('textbox', { name: 'Toelichting' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Vertel kort waarom.');

    await user.clear(subject);
    await user.type(subject, 'Spreekuur');
    expect(last('subject')).toBe('Spreekuur');
    await user.type(area, '{Enter}Regel 2');
    expect(last('area')).toBe('Regel 1\nRegel 2');
  });

  it('shows violations in Dutch on their field, with a parameter where the message has one', () => {
    renderForm({
      fields: [
        formField({ id: 'mail', type: 'text', label: 'Contactadres', metadata: { type: 'email' } }),
        formField({ id: 'area', type: 'textarea', label: 'Toelichting' }),
      ],
      initial: { mail: 'anna@', area: 'x' },
      violations: {
        mail: [violation('mail', 'validation.email')],
        area: [violation('area', 'validation.maxLength:50000')],
      },
    });
    const mail = screen.getByRole('textbox', { name: 'Contactadres' });
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(mail).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
    expect(screen.getByRole('textbox', { name: 'Toelichting' })).toHaveAccessibleDescription('Maximaal 50000 tekens');
  });
});

describe('FormRenderer: numbers', () => {
  it('reads Dutch numbers: comma decimals and dot thousands; empty is null', () => {
    expect(parseDutchNumber('1.234,5')).toBe(1234.5);
    expect(parseDutchNumber('149,95')).toBe(149.95);
    expect(parseDutchNumber('12.5')).toBe(12.5);
    expect(parseDutchNumber('1.000')).toBe(1000);
    expect(parseDutchNumber(' ')).toBeNull();
    expect(parseDutchNumber('twaalf')).toBeUndefined();
  });

  it('answers numbers (null when emptied, the text as typed when no number) and shows amounts in euros', async () => {
    const { user, last } = renderForm({
      fields: [
        formField({ id: 'count', type: 'number', label: 'Aantal' }),
        formField({ id: 'points', type: 'request-points', label: 'Punten' }),
        formField({ id: 'amount', type: 'request-amount', label: 'Bedrag' }),
      ],
      initial: { count: 3, amount: 1234.5 },
    });
    const count = screen.getByRole('textbox', { name: 'Aantal' });
    expect(count).toHaveValue('3');
    await user.clear(count);
    expect(last('count')).toBeNull();
    await user.type(count, 'drie');
    expect(last('count')).toBe('drie');
    await user.type(screen.getByRole('textbox', { name: 'Punten' }), '8,5');
    expect(last('points')).toBe(8.5);
    expect(screen.getByText('punten')).toBeVisible();
    const amount = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(amount).toHaveValue('1.234,50');
    expect(screen.getByText('€')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '149,95');
    expect(last('amount')).toBe(149.95);
  });

  it('shows a read-only amount as euros the Dutch way', () => {
    renderForm({
      fields: [formField({ id: 'amount', type: 'request-amount', label: 'Bedrag' })],
      initial: { amount: 149.95 },
      readOnly: true,
    });
    const amount = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(amount).toHaveValue('€\u00a0149,95');
    expect(amount).toHaveAttribute('readonly');
  });
});

describe('FormRenderer: choices', () => {
  const options = [
    { id: 'ja', label: 'Ja', order: 1 },
    { id: 'nee', label: 'Nee', order: 2 },
    { id: 'misschien', label: 'Misschien', order: 0 },
  ];

  it('offers one choice as radio buttons in a fieldset named by its legend, in the options order', async () => {
    const { user, last } = renderForm({
      fields: [formField({ id: 'choice', type: 'choicelist', label: 'Keuze', required: true, options })],
      initial: { choice: ['ja'] },
    });
    const group = screen.getByRole('group', { name: /Keuze/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Misschien', 'Ja', 'Nee']);
    expect(within(group).getByRole('radio', { name: 'Ja' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Nee' }));
    expect(last('choice')).toEqual(['nee']);
  });

  it('offers several choices as checkboxes when multiple', async () => {
    const { user, last } = renderForm({
      fields: [formField({ id: 'choice', type: 'choicelist', label: 'Keuze', options, metadata: { multiple: true } })],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Ja' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nee' }));
    expect(last('choice')).toEqual(['ja', 'nee']);
    await user.click(screen.getByRole('checkbox', { name: 'Ja' }));
    expect(last('choice')).toEqual(['nee']);
  });

  it('disables the choices when read-only', () => {
    renderForm({
      fields: [formField({ id: 'choice', type: 'choicelist', label: 'Keuze', options })],
      initial: { choice: ['nee'] },
      readOnly: true,
    });
    expect(screen.getByRole('radio', { name: 'Nee' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('FormRenderer: likert', () => {
  // Cells as the server makes them: `field_{row}_{col}`.
  const cells = [0, 1].flatMap((row) =>
    [0, 1, 2].map((col) => ({ id: `cell-${row}-${col}`, label: `field_${row}_${col}`, order: row * 3 + col })),
  );
  const likert = (multiple = false) =>
    formField({
      id: 'likert',
      type: 'likert',
      label: 'Competenties',
      required: true,
      options: cells,
      metadata: {
        rows: ['Communicatie', 'Samenwerking'],
        columns: ['Onvoldoende', 'Voldoende', 'Goed'],
        sections: [
          { description: 'Vaardigheden', row: 0 },
          { description: 'Houding', row: 1 },
        ],
        multiple,
      },
    });

  it('is a real table: column headers, row headers and section header rows', () => {
    renderForm({ fields: [likert()] });
    const table = screen.getByRole('table', { name: 'Competenties' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Onvoldoende', 'Voldoende', 'Goed']);
    for (const column of columns) expect(column).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => [r.textContent, r.getAttribute('scope')])).toEqual([
      ['Vaardigheden', 'rowgroup'],
      ['Communicatie', 'row'],
      ['Houding', 'rowgroup'],
      ['Samenwerking', 'row'],
    ]);
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
    // Each radio is named by its row and column.
    expect(within(table).getByRole('radio', { name: 'Communicatie Goed' })).toBeInTheDocument();
    expect(within(table).getAllByRole('radio')).toHaveLength(6);
  });

  it('takes one answer per row by mouse and keyboard (a radio group per row)', async () => {
    const { user, last } = renderForm({ fields: [likert()], initial: { likert: ['cell-1-0'] } });
    expect(screen.getByRole('radio', { name: 'Samenwerking Onvoldoende' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Communicatie Voldoende' }));
    expect(last('likert')).toEqual(['cell-1-0', 'cell-0-1']);
    // Arrow keys move within the row only.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Communicatie Goed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Samenwerking Onvoldoende' })).toBeChecked();
    expect(last('likert')).toEqual(['cell-1-0', 'cell-0-2']);
    await user.click(screen.getByRole('radio', { name: 'Samenwerking Goed' }));
    expect(last('likert')).toEqual(['cell-0-2', 'cell-1-2']);
  });

  it('takes several answers per row as checkboxes when multiple, and shows a violation on the table', async () => {
    const { user, last } = renderForm({
      fields: [likert(true)],
      violations: { likert: [violation('likert', 'validation.likertIncomplete')] },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Communicatie Voldoende' }));
    await user.click(screen.getByRole('checkbox', { name: 'Communicatie Goed' }));
    expect(last('likert')).toEqual(['cell-0-1', 'cell-0-2']);
    expect(screen.getByRole('group', { name: /Competenties/ })).toHaveAccessibleDescription('Beantwoord elke rij');
  });

  describe('on a phone (issue 31)', () => {
    beforeEach(() => {
      // Every media query of the `down(sm)` kind matches: a phone.
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        writable: true,
        value: (query: string) => ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }),
      });
      return () => {
        delete (window as { matchMedia?: unknown }).matchMedia;
      };
    });

    it('is a card per statement: a radio group named by it, its answers stacked with their labels', async () => {
      const { user, last } = renderForm({ fields: [likert()], initial: { likert: ['cell-1-0'] } });
      expect(screen.queryByRole('table', { name: 'Competenties' })).not.toBeInTheDocument();
      const communication = screen.getByRole('radiogroup', { name: 'Communicatie' });
      // The inputs keep the names they have in the table; the visible label is the answer.
      expect(within(communication).getAllByRole('radio')).toHaveLength(3);
      expect(within(communication).getByText('Goed').closest('label')).toContainElement(
        within(communication).getByRole('radio', { name: 'Communicatie Goed' }),
      );
      expect(within(communication).getByRole('radio', { name: 'Communicatie Goed' })).not.toBeChecked();
      // Section headings name a group of their statements.
      expect(
        within(screen.getByRole('group', { name: 'Houding' })).getByRole('radiogroup', { name: 'Samenwerking' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Samenwerking Onvoldoende' })).toBeChecked();
      // The answer's text is a target too.
      await user.click(within(communication).getByText('Voldoende'));
      expect(last('likert')).toEqual(['cell-1-0', 'cell-0-1']);
      // Arrow keys move within the statement only.
      await user.keyboard('{ArrowDown}');
      expect(within(communication).getByRole('radio', { name: 'Communicatie Goed' })).toBeChecked();
      expect(last('likert')).toEqual(['cell-1-0', 'cell-0-2']);
    });

    it('is a group of checkboxes per statement when multiple', async () => {
      const { user, last } = renderForm({ fields: [likert(true)] });
      const cooperation = screen.getByRole('group', { name: 'Samenwerking' });
      await user.click(within(cooperation).getByRole('checkbox', { name: 'Samenwerking Voldoende' }));
      await user.click(within(cooperation).getByRole('checkbox', { name: 'Samenwerking Goed' }));
      expect(last('likert')).toEqual(['cell-1-1', 'cell-1-2']);
    });
  });
});

describe('FormRenderer: dates', () => {
  it('takes DD-MM-JJJJ and UU:MM for a range with times and answers YYYY-MM-DD', async () => {
    const { user, last } = renderForm({
      fields: [formField({ id: 'period', type: 'date', label: 'Periode', metadata: { range: true, time: true } })],
    });
    await user.type(screen.getByRole('textbox', { name: 'Startdatum' }), '02-03-2026');
    await user.type(screen.getByRole('textbox', { name: 'Starttijd' }), '9:00');
    await user.type(screen.getByRole('textbox', { name: 'Einddatum' }), '06-03-2026');
    await user.type(screen.getByRole('textbox', { name: 'Eindtijd' }), '17:00');
    expect(last('period')).toEqual({
      startDate: '2026-03-02',
      startTime: '09:00',
      endDate: '2026-03-06',
      endTime: '17:00',
    });
  });

  it('shows a stored date, answers null when emptied and marks the part a violation names', async () => {
    const { user, last } = renderForm({
      fields: [formField({ id: 'day', type: 'date', label: 'Dag' })],
      initial: { day: { startDate: '2026-03-02', startTime: null, endDate: null, endTime: null } },
      violations: { day: [violation('day', 'validation.date', 'startDate')] },
    });
    const date = screen.getByRole('textbox', { name: 'Datum' });
    expect(date).toHaveValue('02-03-2026');
    expect(date).toHaveAccessibleDescription('Vul een geldige datum in');
    expect(screen.queryByRole('textbox', { name: 'Tijd' })).not.toBeInTheDocument();
    await user.clear(date);
    expect(last('day')).toBeNull();
    await user.type(date, '31-02-2026');
    // No real day: sent as typed, for the validator to name.
    expect(last('day')).toEqual({ startDate: '31-02-2026', startTime: null, endDate: null, endTime: null });
  });
});

describe('FormRenderer: files', () => {
  it('uploads through the drop zone, taking the kinds the field allows, and answers the file ids', async () => {
    tus.ids = [FILE_ID];
    const { user, last } = renderForm({
      fields: [
        formField({
          id: 'files',
          type: 'file-upload',
          label: 'Bijlagen',
          metadata: { documents: true, images: false },
        }),
      ],
    });
    expect(screen.getByText('Toegestaan: documenten, tot 512 MB per bestand.')).toBeVisible();
    await user.upload(
      screen.getByText('Bestanden kiezen'),
      new File(['%PDF-1.4'], 'verslag.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(last('files')).toEqual([FILE_ID]));
  });

  it('lists stored files as links when read-only and names the file a violation is about', () => {
    renderForm({
      fields: [formField({ id: 'files', type: 'file-upload', label: 'Bijlagen' })],
      initial: { files: [FILE_ID] },
      files: [{ id: FILE_ID, name: 'verslag.pdf' }],
      violations: { files: [violation('files', 'validation.fileNotAllowed', '0')] },
      readOnly: true,
    });
    expect(screen.getByRole('link', { name: 'verslag.pdf' })).toHaveAttribute('href', `/api/file/${FILE_ID}`);
    expect(screen.getByText('verslag.pdf: Dit soort bestand is hier niet toegestaan')).toBeVisible();
  });
});

describe('FormRenderer: signature', () => {
  it('writes a typed name onto the canvas: a 375×180 PNG data URL (the keyboard alternative)', async () => {
    const canvas = fakeCanvas();
    const { user, last } = renderForm({
      fields: [formField({ id: 'sign', type: 'signature', label: 'Handtekening', required: true })],
    });
    const pad = screen.getByRole('img', { name: /Tekenvlak voor je handtekening/ });
    expect(pad).toHaveAttribute('width', '375');
    expect(pad).toHaveAttribute('height', '180');
    expect(pad).toHaveAccessibleDescription('Je naam wordt als handtekening in het vak gezet.');
    expect(screen.getByRole('button', { name: 'Naam als handtekening zetten' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Of typ je naam' }), 'Anna de Vries{Enter}');
    const answer = last('sign') as string;
    expect(answer.startsWith(SIGNATURE_DATA_URL_PREFIX)).toBe(true);
    expect(pngSize(answer.slice(SIGNATURE_DATA_URL_PREFIX.length))).toMatchObject({ width: 375, height: 180 });
    expect(canvas.fillText).toHaveBeenLastCalledWith('Anna de Vries', 187.5, 90, 327);
    expect(String(canvas.context.font)).toMatch(/italic \d+px/);

    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(last('sign')).toBeNull();
    expect(screen.getByRole('button', { name: 'Wissen' })).toBeDisabled();
  });

  it('shows a stored signature from /api/file/{id}, replaced by the canvas after Wissen', async () => {
    fakeCanvas();
    const { user, last } = renderForm({
      fields: [formField({ id: 'sign', type: 'signature', label: 'Handtekening' })],
      initial: { sign: STORED_SIGNATURE },
    });
    expect(screen.getByRole('img', { name: 'Handtekening' })).toHaveAttribute('src', `/api/file/${STORED_SIGNATURE}`);
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(last('sign')).toBeNull();
    expect(screen.getByRole('img', { name: /Tekenvlak/ })).toBeInTheDocument();
  });

  it('read-only shows the signature, or says there is none', () => {
    renderForm({
      fields: [
        formField({ id: 'sign', type: 'signature', label: 'Handtekening' }),
        formField({ id: 'other', type: 'signature', label: 'Handtekening opleider' }),
      ],
      initial: { sign: STORED_SIGNATURE, other: null },
      readOnly: true,
    });
    expect(screen.getByRole('img', { name: 'Handtekening' })).toHaveAttribute('src', `/api/file/${STORED_SIGNATURE}`);
    expect(screen.getByText('Nog geen handtekening gezet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Wissen' })).not.toBeInTheDocument();
  });
});

describe('FormRenderer: product, internship type', () => {
  it('offers own assignments and files in one multi-select and answers their ids apart', async () => {
    const { user, last } = renderForm({
      fields: [formField({ id: 'product', type: 'product', label: 'Bewijsstukken' })],
      productChoices: {
        assignments: [{ id: 'a1', name: 'Reflectieverslag' }],
        files: [{ id: FILE_ID, name: 'verslag.pdf' }],
      },
    });
    await user.click(screen.getByRole('combobox', { name: 'Bewijsstukken' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getByText('Opdrachten')).toBeVisible();
    await user.click(within(list).getByRole('option', { name: 'Reflectieverslag' }));
    expect(last('product')).toEqual({ assignments: ['a1'], files: [] });
    await user.click(screen.getByRole('combobox', { name: 'Bewijsstukken' }));
    await user.click(screen.getByRole('option', { name: 'verslag.pdf' }));
    expect(last('product')).toEqual({ assignments: ['a1'], files: [FILE_ID] });
  });

  it('lists the chosen products by name when read-only', () => {
    renderForm({
      fields: [formField({ id: 'product', type: 'product', label: 'Bewijsstukken' })],
      initial: { product: { assignments: ['a1'], files: [FILE_ID] } },
      assignments: [{ id: 'a1', name: 'Reflectieverslag' }],
      files: [{ id: FILE_ID, name: 'verslag.pdf' }],
      readOnly: true,
    });
    expect(screen.getByText('Opdrachten: Reflectieverslag')).toBeVisible();
    expect(screen.getByText('Bestanden: verslag.pdf')).toBeVisible();
  });

  it("offers the field's internship types by their labels; 'Geen keuze' is null", async () => {
    const { user, last } = renderForm({
      fields: [
        formField({ id: 'stage', type: 'internship-type', label: 'Soort stage', metadata: { types: [1, 3, 7] } }),
      ],
    });
    await user.click(screen.getByRole('combobox', { name: 'Soort stage' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Geen keuze',
      'Aanpalend specialisme',
      '(Keuze) stage',
      'Arbeid en gezondheid',
    ]);
    await user.click(screen.getByRole('option', { name: '(Keuze) stage' }));
    expect(last('stage')).toBe(3);
    expect(screen.getByRole('combobox', { name: 'Soort stage' })).toHaveTextContent('(Keuze) stage');
    await user.click(screen.getByRole('combobox', { name: 'Soort stage' }));
    await user.click(screen.getByRole('option', { name: 'Geen keuze' }));
    expect(last('stage')).toBeNull();
  });
});

describe('FormRenderer: layout and roles', () => {
  it('renders titles as headings and sections as collapsible parts with a heading and aria-expanded', async () => {
    const { user } = renderForm({
      fields: [
        formField({ id: 'title', type: 'title', label: 'Over je stage', description: 'Lees dit eerst.' }),
        formField({ id: 's1', type: 'section', label: 'Deel 1', defaultExpanded: true }),
        formField({ id: 'a', type: 'text', label: 'Eerste' }),
        formField({ id: 's2', type: 'section', label: 'Deel 2' }),
        formField({ id: 'b', type: 'text', label: 'Tweede' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Over je stage' })).toBeVisible();
    expect(screen.getByText('Lees dit eerst.')).toBeVisible();
    const first = screen.getByRole('button', { name: 'Deel 1' });
    const second = screen.getByRole('button', { name: 'Deel 2' });
    expect(first.closest('h2')).not.toBeNull();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Eerste' })).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a collapsed section when a field inside it gets a violation', async () => {
    const fields = [
      formField({ id: 's1', type: 'section', label: 'Deel 1' }),
      formField({ id: 'a', type: 'text', label: 'Eerste', required: true }),
    ];
    // A screen that gets violations later (e.g. after 'Inleveren').
    function Later() {
      const [violations, setViolations] = useState<ViolationsByField>({});
      return (
        <>
          <button type="button" onClick={() => setViolations({ a: [violation('a', 'validation.required')] })}>
            Inleveren
          </button>
          <FormRenderer
            fields={fields}
            values={{}}
            onChange={() => {}}
            roles={['ROLE_PARTICIPANT']}
            violations={violations}
          />
        </>
      );
    }
    const { user } = renderRoute('/', [{ path: '/', element: <Later /> }]);
    expect(screen.getByRole('button', { name: 'Deel 1' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Inleveren' }));
    expect(screen.getByRole('button', { name: 'Deel 1' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Eerste' })).toHaveAccessibleDescription('Dit is een verplicht veld');
  });

  it("shows another role's fields read-only, with their answers", () => {
    renderForm({
      fields: [
        formField({ id: 'mine', type: 'text', label: 'Mijn deel' }),
        formField({ id: 'trainer', type: 'textarea', label: 'Oordeel opleider', roles: ['ROLE_PRACTICAL_TRAINER'] }),
      ],
      initial: { trainer: 'Goed gedaan' },
    });
    expect(screen.getByRole('textbox', { name: 'Mijn deel' })).not.toHaveAttribute('readonly');
    const trainer = screen.getByRole('textbox', { name: 'Oordeel opleider' });
    expect(trainer).toHaveValue('Goed gedaan');
    expect(trainer).toHaveAttribute('readonly');
    expect(screen.getByText('Dit veld vult een andere rol in.')).toBeVisible();
  });

  it('marks read-only answers read-only for everyone: the input (so the theme greys it) and the choice group', () => {
    renderForm({
      fields: [
        formField({ id: 'text', type: 'textarea', label: 'Reflectie' }),
        formField({ id: 'number', type: 'number', label: 'Aantal' }),
        formField({
          id: 'choice',
          type: 'choicelist',
          label: 'Keuze',
          options: [
            { id: 'ja', label: 'Ja', order: 1 },
            { id: 'nee', label: 'Nee', order: 2 },
          ],
        }),
      ],
      initial: { text: 'Mijn reflectie', number: 3, choice: ['ja'] },
      readOnly: true,
    });
    for (const name of ['Reflectie', 'Aantal']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toHaveAttribute('readonly');
      // MUI's read-only state on the field itself, which the theme shows with a grey fill and a dashed outline.
      expect(input.closest('.MuiInputBase-root')).toHaveClass('MuiInputBase-readOnly');
    }
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  });

  it('keeps answers at most 900 px wide', () => {
    const { container } = renderForm({ fields: [formField({ id: 'a', type: 'text', label: 'Eerste' })] });
    expect(getComputedStyle(container.querySelector('[data-field-id="a"]')!).maxWidth).toBe('900px');
  });
});
