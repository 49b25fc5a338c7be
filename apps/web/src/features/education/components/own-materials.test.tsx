import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { UploadOptions } from 'tus-js-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EducationMaterial } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation } from '../test/education-fixtures';

// tus-js-client replaced by a recorder: the test plays the server's part of each upload (see FileDropZone's tests).
const tus = vi.hoisted(() => ({ uploads: [] as { file: File; options: UploadOptions; start: () => void }[] }));
vi.mock('tus-js-client', async () => {
  const { vi: mock } = await import('vitest');
  class Upload {
    url: string | null = null;
    start = mock.fn();
    abort = mock.fn(() => Promise.resolve());
    findPreviousUploads = mock.fn(() => Promise.resolve([]));
    resumeFromPreviousUpload = mock.fn();
    constructor(
      public file: File,
      public options: UploadOptions,
    ) {
      tus.uploads.push(this);
    }
  }
  return { Upload };
});

const PATH = `/onderwijs/${EDUCATION_ID}#tab=downloads`;
const MATERIAL_ID = '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d';
const FILE_A = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const FILE_B = '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a';
const UPLOADED = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
const CREATE = `POST /api/education/${EDUCATION_ID}/materials`;
const ADD = `POST /api/education/${EDUCATION_ID}/materials/${MATERIAL_ID}`;
const DELETE = `DELETE /api/education-materials/${MATERIAL_ID}`;
const DELETE_FILE = `DELETE /api/education-materials/${MATERIAL_ID}/files/${FILE_B}`;

const file = (id: string, name: string) => ({
  id,
  name,
  mimeType: 'application/pdf',
  size: 2048,
  created: '2026-03-04T10:00:00+01:00',
});
const material: EducationMaterial = {
  id: MATERIAL_ID,
  title: 'Certificaten',
  created: '2026-03-04T10:00:00+01:00',
  files: [file(FILE_A, 'bls.pdf'), file(FILE_B, 'acls.pdf')],
};

function api(education: FakeAnswer | FakeAnswer[], more: Record<string, FakeAnswer> = {}) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: education,
    ...more,
  });
}

function response(status: number, headers: Record<string, string> = {}) {
  return {
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => '',
    getUnderlyingObject: () => null,
  };
}

/** Chooses a file in the dialog's drop zone and completes its upload as the server would. */
async function upload(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string, id: string) {
  const count = tus.uploads.length;
  await user.upload(
    within(dialog).getByText(/^Bestanden kiezen$/),
    new File([new Uint8Array(64)], name, { type: 'application/pdf' }),
  );
  await waitFor(() => expect(tus.uploads[count]?.start).toHaveBeenCalled());
  act(() => tus.uploads[count]!.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': id }) } as never));
  expect(await within(dialog).findByText('Geüpload')).toBeInTheDocument();
}

beforeEach(() => {
  tus.uploads.length = 0;
});

describe('Eigen materiaal (Downloads tab)', () => {
  it('lists the materials with their date and files to download, and the documents', async () => {
    api(reply(makeEducation({ materials: [material] })));
    renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Eigen materiaal, nieuwste eerst' });
    expect(within(table).getByRole('rowheader', { name: 'Certificaten' })).toBeVisible();
    expect(within(table).getByText('04-03-2026')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'bls.pdf' })).toHaveAttribute('href', `/api/file/${FILE_A}`);
    expect(within(table).getByRole('link', { name: 'acls.pdf' })).toHaveAttribute('download', 'acls.pdf');
    expect(screen.getByRole('heading', { level: 2, name: 'Documenten' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Presentieoverzicht' })).toHaveAttribute(
      'href',
      `/api/education/${EDUCATION_ID}/presence-overview`,
    );
    expect(screen.getByRole('link', { name: 'Opleidingsoverzicht' })).toHaveAttribute(
      'href',
      `/api/education/${EDUCATION_ID}/overview`,
    );
  });

  it('offers no changes without the edit permission', async () => {
    api(
      reply(makeEducation({ materials: [material], _permissions: { view: true, edit: false, imitatingAdmin: false } })),
    );
    renderRoute(PATH);
    expect(await screen.findByRole('rowheader', { name: 'Certificaten' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Materiaal toevoegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Bestanden toevoegen/ })).toBeNull();
  });

  it('says when there is no material yet', async () => {
    api(reply(makeEducation()));
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt nog geen eigen materiaal toegevoegd.')).toBeVisible();
  });

  it('creates a material: the title is required, then the files are linked and the list reloads', async () => {
    const created = { ...material, files: [file(UPLOADED, 'verslag.pdf')], title: 'Verslag' };
    const fetchMock = api([reply(makeEducation()), reply(makeEducation({ materials: [created] }))], {
      [CREATE]: reply(created, 201),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Materiaal toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Materiaal toevoegen' });

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Dit is een verplicht veld')).toBeVisible();
    expect(within(dialog).getByText('Voeg minimaal één bestand toe')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Verslag');
    await upload(user, dialog, 'verslag.pdf', UPLOADED);
    expect(tus.uploads[0]!.options.metadata).toMatchObject({ context: 'material' });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Materiaal is succesvol aangemaakt!')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([{ title: 'Verslag', fileIds: [UPLOADED] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Verslag' })).toBeVisible();
  });

  it('keeps the dialog open and says so when the server refuses a file', async () => {
    api(reply(makeEducation()), {
      [CREATE]: reply(
        { detail: 'validation_failed', violations: [{ propertyPath: 'fileIds[0]', detail: 'validation.invalid' }] },
        400,
      ),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Materiaal toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Materiaal toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Verslag');
    await upload(user, dialog, 'verslag.pdf', UPLOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Niet alle bestanden konden worden gebruikt. Verwijder ze en upload ze opnieuw.'),
    ).toBeVisible();
  });

  it('adds files to a material', async () => {
    const more = { ...material, files: [...material.files, file(UPLOADED, 'pals.pdf')] };
    const fetchMock = api(
      [reply(makeEducation({ materials: [material] })), reply(makeEducation({ materials: [more] }))],
      {
        [ADD]: reply(more),
      },
    );
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Bestanden toevoegen aan Certificaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestanden toevoegen aan Certificaten' });

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Voeg minimaal één bestand toe')).toBeVisible();

    await upload(user, dialog, 'pals.pdf', UPLOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De bestanden zijn toegevoegd!')).toBeVisible();
    expect(callsTo(fetchMock, ADD)).toEqual([{ fileIds: [UPLOADED] }]);
    expect(await screen.findByRole('link', { name: 'pals.pdf' })).toBeVisible();
  });

  it('deletes a file after confirmation', async () => {
    const fewer = { ...material, files: [material.files[0]!] };
    const fetchMock = api(
      [reply(makeEducation({ materials: [material] })), reply(makeEducation({ materials: [fewer] }))],
      {
        [DELETE_FILE]: () => new Response(null, { status: 204 }),
      },
    );
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'acls.pdf verwijderen uit Certificaten' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je het bestand "acls.pdf" wilt verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Bestand succesvol verwijderd')).toBeVisible();
    expect(callsTo(fetchMock, DELETE_FILE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'acls.pdf' })).toBeNull());
  });

  it('deletes a material after confirmation; Annuleren deletes nothing', async () => {
    const fetchMock = api([reply(makeEducation({ materials: [material] })), reply(makeEducation())], {
      [DELETE]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderRoute(PATH);
    const button = await screen.findByRole('button', { name: 'Certificaten verwijderen' });
    await user.click(button);
    let confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);

    await user.click(button);
    confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent(
      'Weet je zeker dat je het materiaal "Certificaten" met al zijn bestanden wilt verwijderen?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het materiaal is verwijderd.')).toBeVisible();
    expect(await screen.findByText('Je hebt nog geen eigen materiaal toegevoegd.')).toBeVisible();
  });

  it.each([
    ['material', 'Certificaten verwijderen', DELETE, 'Er is iets fout gegaan bij het verwijderen van het materiaal.'],
    [
      'file',
      'acls.pdf verwijderen uit Certificaten',
      DELETE_FILE,
      'Er is iets fout gegaan bij het verwijderen van het bestand.',
    ],
  ])('says so when deleting a %s fails', async (_what, name, call, message) => {
    api(reply(makeEducation({ materials: [material] })), { [call]: reply({ detail: 'internal_error' }, 500) });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Certificaten' })).toBeVisible();
  });
});
