import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account, NewsDetail, NewsManagementItem } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';

const admin = makeAccount({ roles: ['ROLE_ADMIN'] });
const assistant = makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['MANAGE_NEWS'] });

const OPEN_DAY: NewsManagementItem = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Open dag',
  author: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Lotte de Graaf' },
  publishedStart: '2026-03-01T08:00:00+01:00',
  publishedEnd: '2026-03-31T23:59:00+02:00',
  published: true,
  updated: '2026-02-20T10:00:00+01:00',
};
const DRAFT: NewsManagementItem = {
  ...OPEN_DAY,
  id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f',
  title: 'Nieuw rooster',
  author: null,
  publishedStart: null,
  publishedEnd: null,
  published: false,
};

const LIST = 'GET /api/news/management?page=1&perPage=10';
const list = (...items: NewsManagementItem[]) => reply({ items, totalItems: items.length, perPage: 10 });

function mockNewsApi(who: Account, overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return mockApi({ 'GET /api/users/account': reply(who), [LIST]: list(OPEN_DAY, DRAFT), ...overrides });
}

async function renderPage() {
  const view = renderRoute('/nieuwsbeheer');
  await screen.findByRole('heading', { level: 1, name: 'Nieuwsbeheer' });
  await screen.findByRole('rowheader', { name: OPEN_DAY.title });
  return view;
}

const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

describe('/nieuwsbeheer', () => {
  it('refuses a user without ROLE_ADMIN or MANAGE_NEWS with the 403 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockNewsApi(makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'] }));
    renderRoute('/nieuwsbeheer');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('lists title, author, window and status with the filters, and the add button', async () => {
    mockNewsApi(admin);
    await renderPage();
    const cells = within(row(OPEN_DAY.title)).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 4)).toEqual([
      'Lotte de Graaf',
      '01-03-2026 08:00',
      '31-03-2026 23:59',
      'Gepubliceerd',
    ]);
    expect(within(row(DRAFT.title)).getByText('Concept')).toBeInTheDocument();
    const filters = screen.getByRole('search');
    for (const name of ['Auteur', 'Startdatum', 'Einddatum', 'Status']) {
      expect(within(filters).getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Nieuws toevoegen' })).toHaveAttribute('href', '/nieuwsbeheer/toevoegen');
    expect(within(row(DRAFT.title)).getByRole('link', { name: `${DRAFT.title} bewerken` })).toHaveAttribute(
      'href',
      `/nieuwsbeheer/bewerken/${DRAFT.id}`,
    );
  });

  it('searches authors from 3 characters and filters by the chosen one', async () => {
    const authors = 'GET /api/news-authors?perPage=20&query=Lot';
    const filtered = `GET /api/news/management?page=1&perPage=10&filters%5Bauthor%5D=${OPEN_DAY.author!.id}`;
    const fetchMock = mockNewsApi(admin, {
      [authors]: reply({ items: [OPEN_DAY.author], totalItems: 1, perPage: 20 }),
      [filtered]: list(OPEN_DAY),
    });
    const { user } = await renderPage();
    const author = screen.getByRole('combobox', { name: 'Auteur' });
    await user.type(author, 'Lo');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/news-authors'))).toBe(false);
    await user.type(author, 't');
    await user.click(await screen.findByRole('option', { name: 'Lotte de Graaf' }));
    await waitFor(() => expect(callsTo(fetchMock, filtered)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: DRAFT.title })).not.toBeInTheDocument());
  });

  it('duplicates an item and opens the copy for editing', async () => {
    const copy = { id: 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80' } as NewsDetail;
    const duplicate = `POST /api/news/${OPEN_DAY.id}/duplicate`;
    const fetchMock = mockNewsApi(assistant, {
      [duplicate]: () =>
        new Response(
          JSON.stringify({
            ...copy,
            title: OPEN_DAY.title,
            content: '<p>Kom langs</p>',
            image: null,
            imageUrl: null,
            files: [],
            published: false,
            publishedStart: OPEN_DAY.publishedStart,
            publishedEnd: OPEN_DAY.publishedEnd,
            updated: OPEN_DAY.updated,
            read: false,
            roles: [],
            educations: [],
            events: [],
            author: null,
            _permissions: { update: true, delete: false, removeImage: true },
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const { user, router } = await renderPage();
    await user.click(within(row(OPEN_DAY.title)).getByRole('button', { name: `${OPEN_DAY.title} dupliceren` }));
    expect(await screen.findByText('Succesvol gedupliceerd')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/nieuwsbeheer/bewerken/${copy.id}`));
    expect(callsTo(fetchMock, duplicate)).toHaveLength(1);
  });

  it('says so when duplicating fails', async () => {
    mockNewsApi(admin, { [`POST /api/news/${OPEN_DAY.id}/duplicate`]: reply({ detail: 'internal_error' }, 500) });
    const { user } = await renderPage();
    await user.click(within(row(OPEN_DAY.title)).getByRole('button', { name: `${OPEN_DAY.title} dupliceren` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er ging iets mis, het item kon niet worden gedupliceerd',
    );
  });

  it('offers delete to an admin only, after confirmation', async () => {
    const remove = `DELETE /api/news/${DRAFT.id}`;
    const fetchMock = mockNewsApi(admin, {
      [LIST]: [list(OPEN_DAY, DRAFT), list(OPEN_DAY)],
      [remove]: () => new Response(null, { status: 204 }),
    });
    const { user } = await renderPage();
    await user.click(within(row(DRAFT.title)).getByRole('button', { name: `${DRAFT.title} verwijderen` }));
    const dialog = screen.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het nieuwsbericht is verwijderd')).toBeInTheDocument();
    expect(callsTo(fetchMock, remove)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: DRAFT.title })).not.toBeInTheDocument());
  });

  it('shows no delete to a news manager who is not an admin', async () => {
    mockNewsApi(assistant);
    await renderPage();
    expect(within(row(DRAFT.title)).getByRole('button', { name: `${DRAFT.title} dupliceren` })).toBeInTheDocument();
    expect(within(row(DRAFT.title)).queryByRole('button', { name: `${DRAFT.title} verwijderen` })).toBeNull();
  });
});
