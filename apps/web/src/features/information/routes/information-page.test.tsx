import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/contracts';
import { callsTo, networkError, renderRoute } from '../../../../test/test-utils';
import {
  ADMIN,
  API,
  ASSISTANT,
  ASSISTANT_WITHOUT_NEWS,
  CATEGORIES,
  faqList,
  makeFaq,
  makeNews,
  NEWS_MANAGER,
  newsPage,
  PARTICIPANT,
  signInAs,
} from '../test-helpers';

const LOGIN = makeFaq({ title: 'Hoe log ik in?', content: '<p>Met je <strong>e-mailadres</strong>.</p>' });
const SCHEDULE = makeFaq({
  title: 'Waar vind ik mijn rooster?',
  content: '<p>In de agenda, onder het kopje Rooster.</p>',
  category: CATEGORIES.schedule,
  attachments: [{ id: '5e0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', name: 'rooster-2026.pdf', mimeType: 'application/pdf' }],
});
const HIDDEN = makeFaq({ title: 'Verborgen vraag', visible: false });

async function renderInformation(who: Account, hash = '', routes = {}) {
  const fetchMock = signInAs(who, {
    [API.newsPage(1)]: newsPage([makeNews({ title: 'Welkom in het nieuwe jaar' })]),
    [API.faq]: faqList([LOGIN, SCHEDULE, HIDDEN]),
    ...routes,
  });
  const view = renderRoute(`/informatie${hash}`);
  await screen.findByRole('heading', { level: 1, name: 'Informatie' });
  return { ...view, fetchMock };
}

describe('/informatie', () => {
  it('opens on the news tab with the first page of the news', async () => {
    const { router } = await renderInformation(PARTICIPANT);
    expect(screen.getByRole('tab', { name: 'Nieuws' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Veelgestelde vragen' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Nieuws' });
    expect(await within(panel).findByRole('link', { name: 'Welkom in het nieuwe jaar' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    await waitFor(() => expect(document.title).toBe('Informatie | Opleidingsportaal'));
  });

  it('keeps the tab in the hash: a click, the keyboard and an address with #faq', async () => {
    const { router, user, fetchMock } = await renderInformation(PARTICIPANT);
    await user.click(screen.getByRole('tab', { name: 'Veelgestelde vragen' }));
    expect(router.state.location.hash).toBe('#faq');
    expect(await screen.findByRole('tabpanel', { name: 'Veelgestelde vragen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Algemeen' })).toBeInTheDocument();

    // Arrow keys move between the tabs, Enter chooses (MUI's tablist keyboard pattern).
    const faqTab = screen.getByRole('tab', { name: 'Veelgestelde vragen' });
    faqTab.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Nieuws' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#nieuws');
    expect(screen.getByRole('tab', { name: 'Nieuws' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, API.faq)).toHaveLength(1);
  });

  it.each(['#onbekend', '#%E0'])('falls back to the news for the hash %s', async (hash) => {
    await renderInformation(PARTICIPANT, hash);
    expect(screen.getByRole('tab', { name: 'Nieuws' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the FAQ tab from the address', async () => {
    await renderInformation(PARTICIPANT, '#faq');
    expect(screen.getByRole('tab', { name: 'Veelgestelde vragen' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rooster' })).toBeInTheDocument();
  });

  it.each([
    ['a participant', PARTICIPANT, false, false],
    ['a program assistant without MANAGE_NEWS', ASSISTANT_WITHOUT_NEWS, false, false],
    ['a program assistant with MANAGE_NEWS', ASSISTANT, true, false],
    ['a teacher with MANAGE_NEWS', NEWS_MANAGER, true, false],
    ['an admin', ADMIN, true, true],
  ])('offers the management buttons to %s as allowed', async (_who, account, news, faq) => {
    await renderInformation(account);
    const manageNews = screen.queryByRole('link', { name: 'Beheer nieuws' });
    const manageFaq = screen.queryByRole('link', { name: 'Beheer FAQ' });
    if (news) expect(manageNews).toHaveAttribute('href', '/nieuwsbeheer');
    else expect(manageNews).not.toBeInTheDocument();
    if (faq) expect(manageFaq).toHaveAttribute('href', '/informatie/faq-beheer');
    else expect(manageFaq).not.toBeInTheDocument();
  });

  it('says so when the news cannot be loaded, and asks again on retry', async () => {
    const { user } = await renderInformation(PARTICIPANT, '', {
      [API.newsPage(1)]: [networkError, newsPage([makeNews({ title: 'Toch gelukt' })])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er ging iets mis bij het ophalen van het nieuws');
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: 'Toch gelukt' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the FAQ tab', () => {
  it('groups the visible questions by category and opens an answer with its attachments', async () => {
    const { user } = await renderInformation(PARTICIPANT, '#faq');
    const general = await screen.findByRole('region', { name: 'Algemeen' });
    const schedule = screen.getByRole('region', { name: 'Rooster' });
    expect(within(general).getByRole('button', { name: 'Hoe log ik in?' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(schedule).getByRole('heading', { level: 3, name: 'Waar vind ik mijn rooster?' })).toBeInTheDocument();

    await user.click(within(schedule).getByRole('button', { name: 'Waar vind ik mijn rooster?' }));
    expect(within(schedule).getByRole('button', { name: 'Waar vind ik mijn rooster?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(schedule).findByText('In de agenda, onder het kopje Rooster.')).toBeVisible();
    const file = within(schedule).getByRole('link', { name: 'rooster-2026.pdf' });
    expect(file).toHaveAttribute('href', '/api/file/5e0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d');
    expect(file).toHaveAttribute('download', 'rooster-2026.pdf');
  });

  it('never shows a hidden question, not even to the admin who receives it', async () => {
    await renderInformation(ADMIN, '#faq');
    await screen.findByRole('button', { name: 'Hoe log ik in?' });
    expect(screen.queryByText('Verborgen vraag')).not.toBeInTheDocument();
  });

  it('filters on the search text and remembers it across reloads', async () => {
    const { user, unmount } = await renderInformation(PARTICIPANT, '#faq');
    const search = await screen.findByRole('searchbox', { name: 'Zoeken in de veelgestelde vragen' });
    await user.type(search, 'agenda');
    // The answer's text counts, not only the title.
    expect(screen.getByRole('button', { name: 'Waar vind ik mijn rooster?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hoe log ik in?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algemeen' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('faq_search_query')).toBe('agenda');
    unmount();

    await renderInformation(PARTICIPANT, '#faq');
    expect(await screen.findByRole('searchbox', { name: 'Zoeken in de veelgestelde vragen' })).toHaveValue('agenda');
    expect(await screen.findByRole('button', { name: 'Waar vind ik mijn rooster?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hoe log ik in?' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, ignoring case and accents', async () => {
    const { user } = await renderInformation(PARTICIPANT, '#faq');
    const search = await screen.findByRole('searchbox', { name: 'Zoeken in de veelgestelde vragen' });
    await user.type(search, 'E-MAÍLADRES');
    expect(screen.getByRole('button', { name: 'Hoe log ik in?' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'parkeren');
    expect(screen.getByRole('status')).toHaveTextContent('Geen vragen gevonden voor "parkeren".');
    await user.clear(search);
    expect(window.localStorage.getItem('faq_search_query')).toBeNull();
    expect(screen.getByRole('button', { name: 'Waar vind ik mijn rooster?' })).toBeInTheDocument();
  });

  it('says so when the FAQ cannot be loaded, and asks again on retry', async () => {
    const { user, fetchMock } = await renderInformation(PARTICIPANT, '#faq', {
      [API.faq]: [networkError, faqList([LOGIN])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fout bij het ophalen van de FAQ!');
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Hoe log ik in?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.faq)).toHaveLength(2);
  });

  it('runs nothing from an answer: no script, no handler', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const evil = makeFaq({
      title: 'Kwaadaardig',
      content:
        '<p>Tekst</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
        '<a href="javascript:alert(3)" onclick="alert(4)">klik</a>',
    });
    const { user } = await renderInformation(PARTICIPANT, '#faq', { [API.faq]: faqList([evil]) });
    await user.click(await screen.findByRole('button', { name: 'Kwaadaardig' }));
    const region = await screen.findByRole('region', { name: 'Kwaadaardig' });
    expect(within(region).getByText('Tekst')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(region.querySelector('img')).toBeNull();
    expect(within(region).getByText('klik')).not.toHaveAttribute('href');
    expect(alert).not.toHaveBeenCalled();
  });
});
