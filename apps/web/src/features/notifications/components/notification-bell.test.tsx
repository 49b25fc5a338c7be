import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_POLL_MS } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { STREAM_FIRST_EVENT_MS, STREAM_RETRY_MS } from '../api/notification-stream';
import { API, makeNotification, page } from '../test-helpers';

const STREAM = '/api/notifications/stream';

/** The browser's EventSource as the bell uses it: events by name, `onerror`, `close`. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends an event. */
  emit(type: string, data: unknown) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    });
  }
  /** The connection fails or is refused. */
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
  static open() {
    return FakeEventSource.all.filter((s) => !s.closed);
  }
}

const participant = makeAccount({ roles: ['ROLE_PARTICIPANT'] });

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the bell's stream", () => {
  it('takes the unread count from the stream and stops polling while it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ [API.account]: reply(participant), [API.unread]: reply({ totalItems: 1 }) });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Notificaties, 1 ongelezen' });
    const [source] = FakeEventSource.open();
    expect(source?.url).toBe(STREAM);

    source!.emit('unread', { totalItems: 4 });
    expect(await screen.findByRole('button', { name: 'Notificaties, 4 ongelezen' })).toBeInTheDocument();
    const polls = callsTo(fetchMock, API.unread).length;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3));
    expect(callsTo(fetchMock, API.unread)).toHaveLength(polls);

    source!.emit('unread', { totalItems: 0 });
    expect(await screen.findByRole('button', { name: 'Notificaties' })).toBeInTheDocument();
  });

  it('puts a new notification at the top of the open list', async () => {
    const older = makeNotification({ message: '<p>Ouder bericht</p>', read: true });
    mockApi({
      [API.account]: reply(participant),
      [API.unread]: reply({ totalItems: 0 }),
      [API.page(1)]: reply(page([older])),
    });
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Notificaties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificaties' });
    await within(dialog).findByText('Ouder bericht');
    const [source] = FakeEventSource.open();

    const fresh = makeNotification({ message: '<p>Net binnen</p>' });
    source!.emit('notification', fresh);
    source!.emit('notification', fresh);
    const list = within(dialog).getByRole('list', { name: 'Notificaties, nieuwste eerst' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Ongelezen: Net binnen');
  });

  it('falls back to polling when no event arrives in time (a buffering proxy), and tries again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      [API.account]: reply(participant),
      [API.unread]: [reply({ totalItems: 1 }), reply({ totalItems: 2 })],
    });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Notificaties, 1 ongelezen' });
    const [first] = FakeEventSource.open();

    await act(() => vi.advanceTimersByTimeAsync(STREAM_FIRST_EVENT_MS));
    expect(first!.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Notificaties, 2 ongelezen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.unread).length).toBeGreaterThanOrEqual(2);

    // After the wait the stream is tried again, and once it speaks, it is the stream's count again.
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first));
    const [second] = FakeEventSource.open();
    expect(second).toBeDefined();
    second!.emit('unread', { totalItems: 5 });
    expect(await screen.findByRole('button', { name: 'Notificaties, 5 ongelezen' })).toBeInTheDocument();
  });

  it('polls while a refused stream waits longer each time before the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [API.account]: reply(participant), [API.unread]: reply({ totalItems: 1 }) });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Notificaties, 1 ongelezen' });

    FakeEventSource.open()[0]!.fail();
    expect(FakeEventSource.open()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first));
    FakeEventSource.open()[0]!.fail();
    expect(FakeEventSource.all).toHaveLength(2);
    // The second wait is twice the first (with jitter, at least the first in full).
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first * 0.99));
    expect(FakeEventSource.all).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first * 1.01));
    expect(FakeEventSource.all).toHaveLength(3);
  });
});
