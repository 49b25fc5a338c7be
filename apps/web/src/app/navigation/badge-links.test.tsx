import { act, screen, waitFor } from '@testing-library/react';
import { BADGE_POLL_MS, NOTIFICATION_POLL_MS, type Account } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, networkError, renderRoute, reply, type FakeAnswer } from '../../../test/test-utils';
import { DEMO, SHELL_API, type DemoLogin } from './test-helpers';

function signInAs(account: Account, overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return mockApi({
    [SHELL_API.account]: reply(account),
    [SHELL_API.unread]: reply({ totalItems: 3 }),
    [SHELL_API.news]: reply({ totalItems: 2 }),
    [SHELL_API.contributionRequests]: reply({ totalItems: 4 }),
    ...overrides,
  });
}

describe('the news icon', () => {
  it.each(['deelnemer', 'docent', 'praktijkopleider', 'opleider', 'elearning', 'multi'] as DemoLogin[])(
    'links to /informatie with the unread count for %s',
    async (login) => {
      const fetchMock = signInAs(DEMO[login]);
      renderRoute('/');
      const news = await screen.findByRole('link', { name: 'Nieuws, 2 ongelezen' });
      expect(news).toHaveAttribute('href', '/informatie');
      expect(news).toHaveTextContent('2');
      expect(callsTo(fetchMock, SHELL_API.news)).toHaveLength(1);
    },
  );

  it.each(['beheerder', 'assistent'] as DemoLogin[])('has no badge and asks for no count for %s', async (login) => {
    const fetchMock = signInAs(DEMO[login]);
    renderRoute('/');
    const news = await screen.findByRole('link', { name: 'Nieuws' });
    expect(news).toHaveAttribute('href', '/informatie');
    // The bell has answered by now: the news count would have been asked at the same moment.
    await screen.findByRole('button', { name: 'Notificaties, 3 ongelezen' });
    expect(callsTo(fetchMock, SHELL_API.news)).toHaveLength(0);
    expect(news).not.toHaveTextContent('2');
  });

  it('shows no number and says nothing when the count fails', async () => {
    signInAs(DEMO.deelnemer, { [SHELL_API.news]: networkError });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Notificaties, 3 ongelezen' });
    expect(screen.getByRole('link', { name: 'Nieuws' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the notification bell', () => {
  it('names the unread count, and only "Notificaties" at 0', async () => {
    signInAs(DEMO.deelnemer, { [SHELL_API.unread]: reply({ totalItems: 0 }) });
    renderRoute('/');
    const bell = await screen.findByRole('button', { name: 'Notificaties' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('is there for every login, admin and program assistant included', async () => {
    signInAs(DEMO.assistent);
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Notificaties, 3 ongelezen' })).toBeInTheDocument();
  });
});

describe('the contribution-request badge', () => {
  it.each(['praktijkopleider', 'opleider', 'docent', 'assistent'] as DemoLogin[])(
    'links to /mijn-bijdrageverzoeken with the open count for %s (educator view)',
    async (login) => {
      const fetchMock = signInAs(DEMO[login]);
      renderRoute('/');
      const link = await screen.findByRole('link', { name: 'Mijn bijdrageverzoeken, 4 open' });
      expect(link).toHaveAttribute('href', '/mijn-bijdrageverzoeken');
      expect(callsTo(fetchMock, SHELL_API.contributionRequests)).toHaveLength(1);
    },
  );

  it.each(['beheerder', 'deelnemer', 'elearning'] as DemoLogin[])('is not there for %s', async (login) => {
    const fetchMock = signInAs(DEMO[login]);
    renderRoute('/');
    await screen.findByRole('button', { name: 'Notificaties, 3 ongelezen' });
    expect(screen.queryByRole('link', { name: /^Mijn bijdrageverzoeken/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SHELL_API.contributionRequests)).toHaveLength(0);
  });

  it('comes and goes with the educator view', async () => {
    signInAs(DEMO.multi);
    const { user } = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Mijn bijdrageverzoeken, 4 open' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lotte de Graaf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deelnemer weergave' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Mijn bijdrageverzoeken/ })).not.toBeInTheDocument(),
    );
  });
});

describe('polling', () => {
  let visibility: DocumentVisibilityState = 'visible';

  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
  }

  afterEach(() => {
    vi.useRealTimers();
    // Back to jsdom's own (always visible) document.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('asks every 20 s (bell) and 5 minutes (badges) while visible, pauses while hidden, catches up on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = signInAs(DEMO.praktijkopleider, {
      [SHELL_API.unread]: [reply({ totalItems: 1 }), reply({ totalItems: 2 }), reply({ totalItems: 7 })],
      [SHELL_API.news]: [reply({ totalItems: 1 }), reply({ totalItems: 5 })],
    });
    renderRoute('/');
    const count = (key: string) => callsTo(fetchMock, key).length;

    expect(await screen.findByRole('button', { name: 'Notificaties, 1 ongelezen' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Nieuws, 1 ongelezen' });
    await screen.findByRole('link', { name: 'Mijn bijdrageverzoeken, 4 open' });
    expect([count(SHELL_API.unread), count(SHELL_API.news), count(SHELL_API.contributionRequests)]).toEqual([1, 1, 1]);

    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Notificaties, 2 ongelezen' })).toBeInTheDocument();
    expect(count(SHELL_API.unread)).toBe(2);
    expect(count(SHELL_API.news)).toBe(1);

    // Hidden: not one call, however long.
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(BADGE_POLL_MS * 2));
    expect([count(SHELL_API.unread), count(SHELL_API.news), count(SHELL_API.contributionRequests)]).toEqual([2, 1, 1]);

    // Visible again: everything is asked at once, then the polls go on.
    setVisibility('visible');
    expect(await screen.findByRole('button', { name: 'Notificaties, 7 ongelezen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nieuws, 5 ongelezen' })).toBeInTheDocument();
    await waitFor(() => expect(count(SHELL_API.contributionRequests)).toBe(2));
    expect(count(SHELL_API.unread)).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    await waitFor(() => expect(count(SHELL_API.unread)).toBe(4));
    expect(count(SHELL_API.news)).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(BADGE_POLL_MS));
    await waitFor(() => expect(count(SHELL_API.news)).toBe(3));
    expect(count(SHELL_API.contributionRequests)).toBe(3);
  });
});
