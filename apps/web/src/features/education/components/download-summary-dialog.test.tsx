import { screen, waitFor, within } from '@testing-library/react';
import type { BundledPdf, DownloadSummaryItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation } from '../test/education-fixtures';

const PATH = `/onderwijs/${EDUCATION_ID}#tab=downloads`;
const LOGBOOK = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ANATOMY = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const BUNDLE = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const BASE = `/api/education/${EDUCATION_ID}`;
const status = (id: string) => `GET ${BASE}/download-summary-bundled-pdf?identifier=${id}`;
const ask = (id: string) => `POST ${BASE}/download-summary-bundled-pdf?identifier=${id}`;

const items: DownloadSummaryItem[] = [
  { category: 'IO', identifier: ANATOMY, name: 'Anatomie', numberOfAssignments: 3, numberOfFiles: 0 },
  { category: 'BEG', identifier: LOGBOOK, name: 'Logboek', numberOfAssignments: 12, numberOfFiles: 5 },
];
const bundle = (overrides: Partial<BundledPdf>): BundledPdf => ({
  id: BUNDLE,
  educationId: EDUCATION_ID,
  identifier: LOGBOOK,
  status: 'pending',
  done: 0,
  total: 12,
  created: '2026-03-04T10:00:00.000Z',
  expires: null,
  size: null,
  ...overrides,
});

function api(more: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(makeEducation()),
    [`GET ${BASE}/download-summary`]: reply({ items, totalItems: 2 }),
    [status(ANATOMY)]: reply({ item: null }),
    [status(LOGBOOK)]: reply({ item: null }),
    ...more,
  });
}

async function openDialog() {
  const { user } = renderRoute(PATH);
  await user.click(await screen.findByRole('button', { name: 'Downloadoverzicht' }));
  const dialog = await screen.findByRole('dialog', { name: 'Downloadoverzicht' });
  await within(dialog).findByRole('rowheader', { name: /Logboek/ });
  return { user, dialog };
}

const rowOf = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;

describe('Downloadoverzicht (Downloads tab)', () => {
  it('lists the categories with their counts; the time notice only from 10 assignments; details on request', async () => {
    api({
      [`GET ${BASE}/download-summary-details?identifier=${LOGBOOK}`]: reply({
        ...items[1],
        totalItems: 1,
        items: [
          {
            id: '4d5e6f7a-8b9c-4d0e-8f2a-3b4c5d6e7f80',
            name: 'Logboek opdracht 1',
            state: 'finished',
            created: '2026-03-04T10:00:00.000Z',
            submitted: null,
            files: [
              { id: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8091', name: 'bewijs.pdf', mimeType: 'application/pdf', size: 10 },
            ],
          },
        ],
      }),
    });
    const { user, dialog } = await openDialog();
    const logbook = rowOf(dialog, 'Logboek');
    const anatomy = rowOf(dialog, 'Anatomie');
    expect(within(logbook).getByText('Begeleiding')).toBeVisible();
    expect(within(logbook).getByText('12')).toBeVisible();
    expect(within(logbook).getByText('5')).toBeVisible();
    expect(within(logbook).getByText('geschatte tijd: enkele minuten')).toBeVisible();
    expect(within(anatomy).getByText('Instituutsonderwijs')).toBeVisible();
    expect(within(anatomy).queryByText('geschatte tijd: enkele minuten')).toBeNull();

    await user.click(within(logbook).getByRole('button', { name: 'Details van Logboek tonen' }));
    const list = await within(dialog).findByRole('list', { name: 'Opdrachten en bestanden van Logboek' });
    expect(within(list).getByText(/Logboek opdracht 1/)).toBeVisible();
    expect(within(list).getByRole('link', { name: 'bewijs.pdf' })).toHaveAttribute(
      'href',
      '/api/file/5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8091',
    );
  });

  it('asks for the bundled PDF, shows its progress and then the download link', async () => {
    const fetchMock = api({
      [ask(LOGBOOK)]: reply(bundle({}), 202),
      [status(LOGBOOK)]: [
        reply({ item: null }),
        reply({ item: bundle({ done: 5 }) }),
        reply({ item: bundle({ status: 'ready', done: 12 }) }),
      ],
    });
    const { user, dialog } = await openDialog();
    await user.click(within(rowOf(dialog, 'Logboek')).getByRole('button', { name: 'Gebundelde PDF maken' }));
    expect(callsTo(fetchMock, ask(LOGBOOK))).toHaveLength(1);
    expect(await within(dialog).findByText('0 van 12 opdrachten verwerkt')).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Voortgang gebundelde PDF van Logboek' })).toBeVisible();
    expect(await within(dialog).findByText('5 van 12 opdrachten verwerkt', {}, { timeout: 10_000 })).toBeVisible();
    const link = await within(dialog).findByRole('link', { name: 'Gebundelde PDF downloaden' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/api/download-summary-bundled-pdfs/${BUNDLE}/download`);
  });

  it('says when making it failed and asks again on retry', async () => {
    const fetchMock = api({
      [status(ANATOMY)]: reply({ item: bundle({ identifier: ANATOMY, status: 'failed', total: 3 }) }),
      [ask(ANATOMY)]: reply(bundle({ identifier: ANATOMY, total: 3 }), 202),
    });
    const { user, dialog } = await openDialog();
    const anatomy = rowOf(dialog, 'Anatomie');
    expect(await within(anatomy).findByText('De gebundelde PDF kon niet worden gemaakt.')).toBeVisible();
    await user.click(within(anatomy).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(callsTo(fetchMock, ask(ANATOMY))).toHaveLength(1));
    expect(await within(dialog).findByText('0 van 3 opdrachten verwerkt')).toBeVisible();
  });
});
