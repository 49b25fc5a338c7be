import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import { API, mockFormsApi } from '../test-helpers';

async function openDialog() {
  const view = renderRoute('/formulieren');
  await view.user.click(await screen.findByRole('button', { name: 'Importeren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Formulieren importeren' });
  return { ...view, dialog };
}

const jsonFile = (name: string, content: string) => new File([content], name, { type: 'application/json' });

describe('the import dialog', () => {
  it('asks for at least one file', async () => {
    const fetchMock = mockFormsApi();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Importeren' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Selecteer op zijn minst 1 formulier om te importeren.',
    );
    expect(callsTo(fetchMock, API.import)).toHaveLength(0);
  });

  it('sends the files as read and reports each one on its own', async () => {
    const fetchMock = mockFormsApi({
      [API.import]: reply({
        results: [
          {
            name: 'intake.json',
            status: 'imported',
            form: { id: '93f49fda-d280-4e05-bf91-d1e0fcad1488', title: 'Intakeformulier' },
          },
          { name: 'kapot.json', status: 'failed', error: 'invalid_json' },
          { name: 'oud.json', status: 'failed', error: 'validation_failed', violations: [] },
        ],
      }),
    });
    const { dialog, user } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Bestanden kiezen'), [
      jsonFile('intake.json', '{"format":"opleidingsportaal.form"}'),
      jsonFile('kapot.json', '{niet'),
      jsonFile('oud.json', '{}'),
    ]);
    expect(await within(dialog).findByText('kapot.json')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importeren' }));

    const results = await within(dialog).findByRole('list', { name: 'Resultaat' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'intake.json: geïmporteerd als "Intakeformulier".',
      'kapot.json: niet geïmporteerd. Het bestand is geen geldig JSON-bestand.',
      'oud.json: niet geïmporteerd. Het formulier in het bestand is niet geldig.',
    ]);
    expect(within(dialog).getByText('1 van 3 bestanden geïmporteerd.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.import)).toEqual([
      {
        files: [
          { name: 'intake.json', content: '{"format":"opleidingsportaal.form"}' },
          { name: 'kapot.json', content: '{niet' },
          { name: 'oud.json', content: '{}' },
        ],
      },
    ]);
  });

  it('says which file could not be read and keeps the others', async () => {
    mockFormsApi();
    const { dialog, user } = await openDialog();
    const unreadable = jsonFile('weg.json', '{}');
    Object.defineProperty(unreadable, 'text', { value: () => Promise.reject(new DOMException('NotReadableError')) });
    await user.upload(within(dialog).getByLabelText('Bestanden kiezen'), [jsonFile('goed.json', '{}'), unreadable]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Het bestand weg.json kon niet worden gelezen.');
    expect(within(dialog).getByRole('list', { name: 'Gekozen bestanden' })).toHaveTextContent('goed.json');
    expect(within(dialog).queryByText('weg.json')).not.toBeInTheDocument();
  });

  it('says so when the import call fails as a whole', async () => {
    mockFormsApi({ [API.import]: reply({ detail: 'internal_error' }, 500) });
    const { dialog, user } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Bestanden kiezen'), [jsonFile('a.json', '{}')]);
    await within(dialog).findByText('a.json');
    await user.click(within(dialog).getByRole('button', { name: 'Importeren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het importeren van de formulieren.',
    );
  });
});
