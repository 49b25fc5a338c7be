import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import { API, EPA, GENERAL, mockFormsApi } from '../test-helpers';

async function openDialog() {
  const view = renderRoute('/formulieren');
  await view.user.click(await screen.findByRole('button', { name: 'Categorieën' }));
  const dialog = await screen.findByRole('dialog', { name: 'Categorieën' });
  return { ...view, dialog };
}

const categoriesAfter = (...items: { id: string; name: string; count: number }[]) =>
  reply({ items, totalItems: items.length, perPage: 1000 });

describe('the categories dialog', () => {
  it('lists the categories with their number of forms', async () => {
    mockFormsApi();
    const { dialog } = await openDialog();
    const items = within(within(dialog).getByRole('list', { name: 'Categorieën' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Algemeen2 formulieren', 'EPA1 formulier']);
  });

  it('marks an empty name on create and sends nothing', async () => {
    const fetchMock = mockFormsApi();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    const input = within(dialog).getByRole('textbox', { name: /Nieuwe categorie/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Dit is een verplicht veld')).toBeInTheDocument();
    // Spaces only are empty too.
    await user.type(input, '   {Enter}');
    expect(within(dialog).getByText('Dit is een verplicht veld')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.createCategory)).toHaveLength(0);
  });

  it('creates a category', async () => {
    const created = { id: '82e38ec9-c17f-4df4-ae80-c0dfebfc0399', name: 'Stage', count: 0 };
    const fetchMock = mockFormsApi({
      [API.createCategory]: reply(created, 201),
      [API.categories]: [categoriesAfter(GENERAL, EPA), categoriesAfter(GENERAL, EPA, created)],
    });
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nieuwe categorie/ }), ' Stage {Enter}');
    expect(await screen.findByText('De categorie is aangemaakt!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.createCategory)).toEqual([{ name: 'Stage' }]);
    expect(await within(dialog).findByText('Stage')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nieuwe categorie/ })).toHaveValue('');
  });

  it('says so when creating fails', async () => {
    mockFormsApi({ [API.createCategory]: reply({ detail: 'internal_error' }, 500) });
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nieuwe categorie/ }), 'Stage');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Fout bij aanmaken van categorie!')).toBeInTheDocument();
  });

  it('renames a category', async () => {
    const fetchMock = mockFormsApi({ [API.renameCategory(EPA.id)]: reply({ ...EPA, name: 'EPA/KBA' }) });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'EPA hernoemen' }));
    const input = within(dialog).getByRole('textbox', { name: /Naam van EPA/ });
    await user.clear(input);
    await user.type(input, 'EPA/KBA');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De categorie is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.renameCategory(EPA.id))).toEqual([{ name: 'EPA/KBA' }]);
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: /Naam van EPA/ })).toBeNull());
  });

  it('deletes a category after confirmation', async () => {
    const fetchMock = mockFormsApi({
      [`DELETE /api/forms/categories/${EPA.id}`]: () => new Response(null, { status: 204 }),
    });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'EPA verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent('De formulieren blijven bestaan.');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De categorie is verwijderd.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/forms/categories/${EPA.id}`)).toHaveLength(1);
  });
});
