import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Form } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { renderRoute, reply } from '../../../../test/test-utils';
import { API, FORM, FORM_ID, mockFormsApi } from '../test-helpers';

const participant = makeAccount({ roles: ['ROLE_PARTICIPANT'] });

const EVERY_TYPE: Form = {
  ...FORM,
  fields: [
    ...FORM.fields,
    {
      ...FORM.fields[0]!,
      id: 'e469e42f-27d5-435a-ae46-26354af0692e',
      type: 'date',
      label: 'Periode',
      required: false,
      metadata: { range: true, time: false },
    },
    {
      ...FORM.fields[0]!,
      id: 'f57af530-38e6-446b-bf57-37465ba17a3f',
      type: 'file-upload',
      label: 'Bewijs',
      required: false,
      metadata: { documents: true, audio: false, video: false, images: true },
    },
    {
      ...FORM.fields[0]!,
      id: '068b0641-49f7-457c-8068-48576cb28b40',
      type: 'internship-type',
      label: 'Stage',
      required: false,
      metadata: { types: [2, 6] },
    },
  ],
};

describe('/formulieren/:id/bekijken', () => {
  it('shows the form read-only to anyone signed in, field by field', async () => {
    mockFormsApi({ [API.form(FORM_ID)]: reply(EVERY_TYPE) }, participant);
    renderRoute(`/formulieren/${FORM_ID}/bekijken`);
    expect(await screen.findByRole('heading', { level: 1, name: FORM.title })).toBeInTheDocument();
    expect(screen.getByText('Schrijf een korte reflectie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF downloaden' })).toHaveAttribute('href', `/api/forms/${FORM_ID}/pdf`);
    expect(screen.getByRole('button', { name: 'Afdrukken' })).toBeInTheDocument();
    expect(screen.getByText('Je naam')).toBeInTheDocument();
    expect(screen.getByText('Utrecht')).toBeInTheDocument();
    const likert = screen.getByRole('table', { name: 'Stellingen' });
    expect(
      within(likert)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Oneens', 'Eens']);
    expect(
      within(likert)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Duidelijk', 'Nuttig']);
    expect(screen.getByText('Van DD-MM-JJJJ tot DD-MM-JJJJ')).toBeInTheDocument();
    expect(screen.getByText('Toegestaan: Documenten, Afbeeldingen')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Soort stage' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M&G stage', 'WO']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a form that does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFormsApi({ [API.form(FORM_ID)]: reply({ detail: 'not_found' }, 404) }, participant);
    renderRoute(`/formulieren/${FORM_ID}/bekijken`);
    expect(await screen.findByText('Pagina niet gevonden')).toBeInTheDocument();
  });
});
