import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Entry, Form, FormField } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { i18n } from '../../../lib/i18n';

const FORM_ID = '0d6f1e2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const ENTRY_ID = '5b1f0f8e-2f5c-4b8e-9a43-3f0d7c1e2a10';
const field = (id: string, label: string, required = false): FormField => ({
  id,
  type: 'text',
  label,
  description: null,
  required,
  roles: ['ROLE_PARTICIPANT'],
  options: [],
  metadata: {},
  defaultExpanded: false,
});
const fields = [field('f-name', 'Naam', true), field('f-remark', 'Opmerking')];
const form: Form = {
  id: FORM_ID,
  title: 'Reflectieformulier',
  description: null,
  valuation: false,
  grade: false,
  evaluationOptions: [],
  categories: [],
  attachments: [],
  fields,
  inUse: false,
  entryCount: 0,
  version: 1,
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-01T09:00:00.000Z',
  _permissions: { save: true, delete: true, export: true },
};
const entry = (over: Partial<Entry> = {}): Entry => ({
  id: ENTRY_ID,
  formId: FORM_ID,
  formVersion: 1,
  status: 'draft',
  revision: 1,
  role: 'ROLE_PARTICIPANT',
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-01T09:00:00.000Z',
  submitted: null,
  values: {},
  files: [],
  assignments: [],
  fields,
  ...over,
});
const account = (permissions: string[] = ['LIST_FORMS']) =>
  reply(makeAccount({ roles: ['ROLE_EDUCATOR'], permissions: permissions as never }));
const PATH = `/formulieren/${FORM_ID}/proefinvullen`;

describe('trial fill page', () => {
  it('has the design texts of the autosave', () => {
    expect(i18n.t('components:autosave.saved')).toBe('Opgeslagen');
    expect(i18n.t('components:autosave.saving')).toBe('Bezig met opslaan…');
    expect(i18n.t('components:autosave.offline')).toBe('Offline – wijzigingen bewaard');
  });

  it('is for form readers only', async () => {
    mockApi({ 'GET /api/users/account': account([]) });
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeVisible();
  });

  it('starts a trial as the chosen role and keeps its id in the address', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [`GET /api/forms/${FORM_ID}`]: reply(form),
      [`POST /api/forms/${FORM_ID}/trial-entries`]: reply(entry({ role: 'ROLE_PRACTICAL_TRAINER' }), 201),
    });
    const { user, router } = renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieformulier' })).toBeVisible();
    expect(screen.getByText(/telt niet mee als invulling van het formulier/)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Invullen als' }));
    await user.click(screen.getByRole('option', { name: 'Praktijkopleider' }));
    await user.click(screen.getByRole('button', { name: 'Proefinvulling starten' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?entry=${ENTRY_ID}`));
    expect(callsTo(fetchMock, `POST /api/forms/${FORM_ID}/trial-entries`)).toEqual([
      { role: 'ROLE_PRACTICAL_TRAINER' },
    ]);
    expect(await screen.findByText('Ingevuld als: Praktijkopleider')).toBeVisible();
  });

  it('checks required fields in the browser before handing in, then hands in and shows the entry read-only', async () => {
    const submitted = entry({ status: 'submitted', revision: 2, values: { 'f-name': 'Eva' } });
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [`GET /api/forms/${FORM_ID}`]: reply(form),
      [`GET /api/forms/trial-entries/${ENTRY_ID}`]: reply(entry()),
      [`PUT /api/forms/trial-entries/${ENTRY_ID}`]: reply(submitted),
    });
    const { user } = renderRoute(`${PATH}?entry=${ENTRY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Inleveren' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveAccessibleDescription('Dit is een verplicht veld');
    expect(callsTo(fetchMock, `PUT /api/forms/trial-entries/${ENTRY_ID}`)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Inleveren' }));
    expect(
      await screen.findByText('Deze proefinvulling is ingeleverd en kan niet meer gewijzigd worden.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, `PUT /api/forms/trial-entries/${ENTRY_ID}`)).toEqual([
      { formData: { 'f-name': 'Eva' }, revision: 1, submit: true },
    ]);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveAttribute('readonly');
  });

  it('asks what to keep when the entry was saved elsewhere meanwhile', async () => {
    const theirs = entry({ revision: 4, values: { 'f-name': 'Van een ander' } });
    const mine = entry({ revision: 5, values: { 'f-name': 'Van mij' } });
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [`GET /api/forms/${FORM_ID}`]: reply(form),
      [`GET /api/forms/trial-entries/${ENTRY_ID}`]: reply(entry({ id: ENTRY_ID })),
      [`PUT /api/forms/trial-entries/${ENTRY_ID}`]: [
        reply({ detail: 'entry_revision_conflict', entry: theirs }, 409),
        reply(mine),
      ],
    });
    const { user } = renderRoute(`${PATH}?entry=${ENTRY_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Van mij');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dit formulier is intussen elders opgeslagen' });
    expect(within(dialog).getByText('Naam')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mijn wijzigingen behouden' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Opgeslagen'));
    expect(callsTo(fetchMock, `PUT /api/forms/trial-entries/${ENTRY_ID}`)).toEqual([
      { formData: { 'f-name': 'Van mij' }, revision: 1, submit: false },
      { formData: { 'f-name': 'Van mij' }, revision: 4, submit: false },
    ]);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Van mij');
  });
});
