import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/contracts';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import {
  ADMIN,
  API,
  ASSISTANT,
  ASSISTANT_WITHOUT_NEWS,
  makeNews,
  makeNewsDetail,
  NEWS_MANAGER,
  newsPage,
  PARTICIPANT,
  signInAs,
} from '../test-helpers';

const ITEM = makeNewsDetail({
  title: 'Nieuwe roosters',
  content: '<h2>Najaar</h2><p>De roosters staan <a href="/agenda">in de agenda</a>.</p>',
  image: '/api/file/0c3f0d6e-8a43-4b8e-9d39-2f4a1b5c6d7e',
  publishedStart: '2026-03-02T08:00:00.000Z',
  files: [
    {
      id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      name: 'rooster-najaar.pdf',
      mimeType: 'application/pdf',
      size: 153_600,
      url: '/api/news/file/1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    },
  ],
  _permissions: { update: true, delete: true, removeImage: true },
});

function renderItem(who: Account, item = ITEM) {
  const fetchMock = signInAs(who, { [API.newsItem(item.id)]: reply(item) });
  const view = renderRoute(`/informatie/nieuws/${item.id}`);
  return { ...view, fetchMock };
}

describe('/informatie/nieuws/:id', () => {
  it('shows title, date, image, content and the files to download', async () => {
    renderItem(PARTICIPANT);
    const article = await screen.findByRole('article', { name: 'Nieuwe roosters' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Nieuwe roosters' })).toBeInTheDocument();
    expect(within(article).getByText('Geplaatst op 02-03-2026')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Afbeelding bij Nieuwe roosters' })).toHaveAttribute(
      'src',
      ITEM.image,
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Najaar' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'in de agenda' })).toHaveAttribute('href', '/agenda');
    const files = within(article).getByRole('region', { name: 'Bijlagen' });
    const file = within(files).getByRole('link', { name: 'rooster-najaar.pdf' });
    expect(file).toHaveAttribute('href', ITEM.files[0]!.url);
    expect(file).toHaveAttribute('download', 'rooster-najaar.pdf');
    expect(within(files).getByText('(150 kB)')).toBeInTheDocument();
    // Readers do not edit, and see no publication state.
    expect(screen.queryByRole('link', { name: 'Item bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gepubliceerd')).not.toBeInTheDocument();
    // The crumb names the item; the one above it leads to the news list.
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByText('Nieuwe roosters')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/informatie/nieuws');
    await waitFor(() => expect(document.title).toBe('Nieuwe roosters | Opleidingsportaal'));
  });

  it.each([
    ['an admin', ADMIN],
    ['a program assistant', ASSISTANT],
  ])("offers %s 'Item bewerken' and shows the publication state", async (_who, account) => {
    renderItem(account);
    const edit = await screen.findByRole('link', { name: 'Item bewerken' });
    expect(edit).toHaveAttribute('href', `/nieuwsbeheer/bewerken/${ITEM.id}`);
    expect(screen.getByText('Gepubliceerd')).toBeInTheDocument();
  });

  it.each([
    ['a news manager who is neither admin nor program assistant', NEWS_MANAGER, ITEM],
    [
      'a program assistant the server does not let change it',
      ASSISTANT_WITHOUT_NEWS,
      { ...ITEM, _permissions: { update: false, delete: false, removeImage: true } },
    ],
  ])("offers no 'Item bewerken' to %s", async (_who, account, item) => {
    renderItem(account, item);
    await screen.findByRole('article', { name: 'Nieuwe roosters' });
    expect(screen.queryByRole('link', { name: 'Item bewerken' })).not.toBeInTheDocument();
  });

  it('refreshes the unread badge and the list once the item is opened (read)', async () => {
    const fetchMock = signInAs(PARTICIPANT, {
      [API.unreadNews]: [reply({ totalItems: 1 }), reply({ totalItems: 0 })],
      [API.newsPage(1)]: [
        newsPage([makeNews({ ...ITEM, read: false })]),
        newsPage([makeNews({ ...ITEM, read: true })]),
      ],
      [API.newsItem(ITEM.id)]: reply({ ...ITEM, read: true }),
    });
    const { user } = renderRoute('/informatie');
    const listed = await screen.findByRole('article', { name: 'Nieuwe roosters' });
    expect(within(listed).getByText('Nieuw')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nieuws, 1 ongelezen' })).toBeInTheDocument();

    await user.click(within(listed).getByRole('link', { name: 'Nieuwe roosters' }));
    await screen.findByRole('heading', { level: 1, name: 'Nieuwe roosters' });
    // The badge asks again at once (not after its 5 minutes) and drops.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nieuws, 1 ongelezen' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('link', { name: 'Nieuws' }).map((link) => link.getAttribute('href'))).toContain(
      '/informatie',
    );
    expect(callsTo(fetchMock, API.unreadNews)).toHaveLength(2);
    expect(callsTo(fetchMock, API.newsItem(ITEM.id))).toHaveLength(1);

    // Back on the list, the item is read: no 'Nieuw' any more.
    await user.click(screen.getByRole('link', { name: 'Informatie' }));
    const again = await screen.findByRole('article', { name: 'Nieuwe roosters' });
    await waitFor(() => expect(within(again).queryByText('Nieuw')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, API.newsPage(1))).toHaveLength(2);
  });

  it('shows the not-found page for an item the reader may not see', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(PARTICIPANT, { [API.newsItem(ITEM.id)]: reply({ detail: 'not_found' }, 404) });
    renderRoute(`/informatie/nieuws/${ITEM.id}`);
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('shows the not-found page for an address that cannot be an item, without asking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = signInAs(PARTICIPANT);
    renderRoute('/informatie/nieuws/geen-bericht');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/news/'))).toBe(false);
  });

  it('says so when the item cannot be loaded, and asks again on retry', async () => {
    signInAs(PARTICIPANT, { [API.newsItem(ITEM.id)]: [reply({ detail: 'internal_error' }, 500), reply(ITEM)] });
    const { user } = renderRoute(`/informatie/nieuws/${ITEM.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er ging iets mis bij het ophalen van het nieuws');
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe roosters' })).toBeInTheDocument();
  });

  it('runs nothing from the content: no script, no handler, no javascript: link', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const evil = makeNewsDetail({
      title: 'Kwaadaardig',
      content:
        '<p onclick="alert(1)">Tekst</p><img src=x onerror=alert(2)><script>alert(3)</script>' +
        '<svg onload="alert(4)"><script>alert(5)</script></svg><iframe src="javascript:alert(6)"></iframe>' +
        '<a href="javascript:alert(7)">klik</a><img src="data:image/svg+xml,<svg onload=alert(8)>">' +
        '<img src="/api/file/0c3f0d6e-8a43-4b8e-9d39-2f4a1b5c6d7e" alt="Plattegrond" onerror="alert(9)">',
    });
    renderItem(PARTICIPANT, evil);
    const article = await screen.findByRole('article', { name: 'Kwaadaardig' });
    expect(within(article).getByText('Tekst')).toBeInTheDocument();
    expect(document.querySelector('script, svg[onload], iframe')).toBeNull();
    expect(document.querySelector('[onerror], [onclick], [onload]')).toBeNull();
    expect(within(article).getByText('klik')).not.toHaveAttribute('href');
    // Only the portal's own image survives, without its handler.
    expect(
      within(article)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/file/0c3f0d6e-8a43-4b8e-9d39-2f4a1b5c6d7e']);
    expect(alert).not.toHaveBeenCalled();
  });
});
