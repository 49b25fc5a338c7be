import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account, NewsItem } from '@portal/contracts';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import { ADMIN, API, ASSISTANT, makeNews, newsPage, PARTICIPANT, signInAs } from '../test-helpers';

const LONG_TEXT =
  'Vanaf september werken we met een nieuw rooster voor het terugkomonderwijs. ' +
  'Alle groepen krijgen vaste dagen; de eerste bijeenkomst is op maandag 7 september in Utrecht, zaal 2.';
const UNREAD = makeNews({ title: 'Nieuw rooster', content: `<h2>Rooster</h2><p>${LONG_TEXT}</p>`, read: false });
const READ = makeNews({ title: 'Zomersluiting', content: '<p>Het instituut is gesloten.</p>', read: true });
const CONCEPT = makeNews({ title: 'Nog niet klaar', published: false, read: false });

async function renderList(who: Account, page: string, items: NewsItem[], totalItems = items.length) {
  const fetchMock = signInAs(who, { [API.newsPage(Number(page) || 1)]: newsPage(items, totalItems) });
  const view = renderRoute(`/informatie/nieuws/pagina/${page}`);
  return { ...view, fetchMock };
}

const article = (title: string) => screen.getByRole('article', { name: title });

describe('/informatie/nieuws/pagina/:page', () => {
  it('shows title, image with alt text and the excerpt: 130 characters and "..."', async () => {
    const withImage = makeNews({
      title: 'Met foto',
      image: '/api/file/0c3f0d6e-8a43-4b8e-9d39-2f4a1b5c6d7e',
      content: '<p>Kort bericht.</p>',
    });
    await renderList(PARTICIPANT, '1', [UNREAD, withImage]);
    await screen.findByRole('heading', { level: 1, name: 'Nieuws' });
    const item = await screen.findByRole('article', { name: 'Nieuw rooster' });
    const expected = `Rooster ${LONG_TEXT}`.slice(0, 130);
    expect(expected).toHaveLength(130);
    expect(within(item).getByText(`${expected}...`)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Nieuw rooster' })).toHaveAttribute(
      'href',
      `/informatie/nieuws/${UNREAD.id}`,
    );
    // A text that fits is shown whole, without dots.
    expect(within(article('Met foto')).getByText('Kort bericht.')).toBeInTheDocument();
    expect(within(article('Met foto')).getByRole('img', { name: 'Afbeelding bij Met foto' })).toHaveAttribute(
      'src',
      withImage.image,
    );
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
    // The breadcrumbs lead back to /informatie.
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Informatie' })).toHaveAttribute('href', '/informatie');
  });

  it("shows 'Nieuw' on unread items for a reader", async () => {
    await renderList(PARTICIPANT, '1', [UNREAD, READ]);
    await screen.findByRole('article', { name: 'Nieuw rooster' });
    expect(within(article('Nieuw rooster')).getByText('Nieuw')).toBeInTheDocument();
    expect(within(article('Zomersluiting')).queryByText('Nieuw')).not.toBeInTheDocument();
    expect(screen.queryByText('Gepubliceerd')).not.toBeInTheDocument();
    expect(screen.queryByText('Concept')).not.toBeInTheDocument();
  });

  it.each([
    ['an admin', ADMIN],
    ['a program assistant', ASSISTANT],
  ])("shows %s 'Gepubliceerd' or 'Concept' instead of 'Nieuw'", async (_who, account) => {
    await renderList(account, '1', [UNREAD, CONCEPT]);
    await screen.findByRole('article', { name: 'Nieuw rooster' });
    expect(within(article('Nieuw rooster')).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(article('Nog niet klaar')).getByText('Concept')).toBeInTheDocument();
    expect(screen.queryByText('Nieuw')).not.toBeInTheDocument();
  });

  it('pages by route, 10 per page', async () => {
    const first = Array.from({ length: 10 }, (_, n) => makeNews({ title: `Bericht ${n + 1}` }));
    const second = Array.from({ length: 10 }, (_, n) => makeNews({ title: `Bericht ${n + 11}` }));
    const fetchMock = signInAs(PARTICIPANT, {
      [API.newsPage(1)]: newsPage(first, 23),
      [API.newsPage(2)]: newsPage(second, 23),
    });
    const { router, user } = renderRoute('/informatie/nieuws/pagina/1');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Paginering van het nieuws' });
    expect(within(pages).getByRole('link', { name: 'Pagina 1, huidige pagina' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/informatie/nieuws/pagina/3',
    );

    await user.click(within(pages).getByRole('link', { name: 'Volgende pagina' }));
    expect(router.state.location.pathname).toBe('/informatie/nieuws/pagina/2');
    expect(await screen.findByRole('article', { name: 'Bericht 11' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bericht 1' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, API.newsPage(2))).toHaveLength(1);
  });

  it('says so when there is no news', async () => {
    await renderList(PARTICIPANT, '1', []);
    expect(await screen.findByText('Er is op dit moment geen nieuws.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginering van het nieuws' })).not.toBeInTheDocument();
  });

  it.each(['0', 'abc', '-1', '01', '2.5'])('shows the not-found page for page %s', async (page) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = signInAs(PARTICIPANT);
    renderRoute(`/informatie/nieuws/pagina/${page}`);
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/news?page'))).toBe(false);
  });

  it('goes to the last page when the page is past the end', async () => {
    const items = [makeNews({ title: 'Enige bericht' })];
    signInAs(PARTICIPANT, { [API.newsPage(7)]: newsPage([], 12), [API.newsPage(2)]: newsPage(items, 12) });
    const { router } = renderRoute('/informatie/nieuws/pagina/7');
    expect(await screen.findByRole('article', { name: 'Enige bericht' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/informatie/nieuws/pagina/2');
  });

  it('opens the first page at /informatie/nieuws', async () => {
    signInAs(PARTICIPANT, { [API.newsPage(1)]: newsPage([READ]) });
    const { router } = renderRoute('/informatie/nieuws');
    expect(await screen.findByRole('article', { name: 'Zomersluiting' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/informatie/nieuws/pagina/1'));
  });

  it('says so when the page cannot be loaded', async () => {
    signInAs(PARTICIPANT, { [API.newsPage(1)]: reply({ detail: 'internal_error' }, 500) });
    renderRoute('/informatie/nieuws/pagina/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis bij het ophalen van het nieuws');
  });
});
