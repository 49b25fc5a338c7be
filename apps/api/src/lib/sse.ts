import type { FastifyReply } from 'fastify';

/**
 * A Server-Sent Events response (text/event-stream) written straight to the socket.
 *
 * Why not @fastify/sse (the Fastify team's plugin, 0.6): it writes the head on the raw response without telling
 * Fastify (no hijack), so neither `onSend` nor the request's log line ran, and `app.close()` waited for the client
 * to leave, which the graceful shutdown cannot afford; its engines ask for Node >= 20.20.2 (ours: >= 20.19). What it
 * would add (the event format, a heartbeat, reading `Last-Event-ID`) is the few lines below.
 */
export interface SseStream {
  /** Writes one event; false when the stream is closed. */
  send(event: { event?: string; id?: string; data: unknown }): boolean;
  /** Ends the response (the client's EventSource reconnects after `retry`, unless it was refused). */
  close(): void;
  /** Runs once, when the stream ends for whatever reason (closed here, the client left, the socket failed). */
  onClose(callback: () => void): void;
  readonly closed: boolean;
}

export interface SseOptions {
  /** A comment line this often keeps proxies and the browser from closing a quiet connection. */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting after the stream ends (the `retry:` field). */
  retryMs: number;
  /** Data waiting for a slow client beyond this many bytes: the stream is closed rather than buffered on. */
  maxBufferedBytes?: number;
}

/** One field per line; a value with line breaks is split over several `data:` lines, as the format asks. */
function format(event: { event?: string; id?: string; data: unknown }): string {
  let text = '';
  if (event.event) text += `event: ${event.event}\n`;
  if (event.id !== undefined) text += `id: ${event.id.replace(/[\r\n\0]/g, '')}\n`;
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  for (const line of data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/**
 * Takes the response over from Fastify (`hijack`) and opens the stream with the headers the request collected so far
 * (security headers, request id): no compression (a compressing proxy or encoder buffers events), no caching.
 */
export function openSse(reply: FastifyReply, options: SseOptions): SseStream {
  const raw = reply.raw;
  const maxBuffered = options.maxBufferedBytes ?? 256 * 1024;
  reply.hijack();
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    // nginx and some other proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  raw.socket?.setNoDelay(true);
  raw.write(`retry: ${options.retryMs}\n\n`);

  let closed = false;
  const callbacks: (() => void)[] = [];
  const heartbeat = setInterval(() => write(': \n\n'), options.heartbeatMs);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const callback of callbacks.splice(0)) callback();
  };
  raw.on('close', finish);
  raw.on('error', finish);

  function write(text: string): boolean {
    if (closed || raw.writableEnded || raw.destroyed) return false;
    raw.write(text);
    // A client that reads nothing (gone without a FIN, or stalled) would make us buffer every event: let it go.
    if (raw.writableLength > maxBuffered) {
      stream.close();
      return false;
    }
    return true;
  }

  const stream: SseStream = {
    send: (event) => write(format(event)),
    close() {
      if (closed) return;
      if (!raw.writableEnded) raw.end();
      finish();
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
    get closed() {
      return closed;
    },
  };
  return stream;
}
