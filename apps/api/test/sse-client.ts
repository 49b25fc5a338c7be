// A Server-Sent Events reader for tests: opens a stream on a connection of its own (node:http without an agent: fetch's
// pool opens spare connections that a closing server then waits for), parses its events as the browser's EventSource
// does (fields, ids, comments skipped), and waits for the one a test expects.
import http from 'node:http';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Resolves with the first event (received already or later) after `from` that matches; rejects after `ms`. */
  next(match: (event: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The raw text received (comments included). */
  text(): string;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const request = http.request(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let buffer = '';
  let lastId: string | undefined;
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  const parse = () => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      let sawData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') lastId = value;
        else if (field === 'data') {
          data.push(value);
          sawData = true;
        }
      }
      if (sawData) events.push({ event, id: lastId, data: data.join('\n') });
    }
    notify();
  };
  let finished = false;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    parse();
  });
  const ended = new Promise<void>((resolve) => {
    const end = () => {
      finished = true;
      notify();
      resolve();
    };
    res.on('end', end);
    res.on('close', end);
    res.on('error', end);
  });
  const headerMap = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headerMap.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return {
    status: res.statusCode ?? 0,
    headers: headerMap,
    events,
    ended,
    text: () => raw,
    close: () => request.destroy(),
    next(match, ms = 5_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            done();
            resolve(found);
          } else if (finished) {
            done();
            reject(new Error(`stream ended without the event; received: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${ms} ms; received: ${JSON.stringify(events)}`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The data of an `unread` event, read as the count. */
export const unreadOf = (event: SseEvent) => (JSON.parse(event.data) as { totalItems: number }).totalItems;
