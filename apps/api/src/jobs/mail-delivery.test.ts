// The delivery job's timing, with a stand-in mailer: no overlapping runs, draining, errors, stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryReport } from '../integrations/mail';
import { startMailDelivery } from './mail-delivery';

const report = (claimed: number): DeliveryReport => ({ claimed, sent: claimed, retried: 0, failed: 0 });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const logger = { error: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
  logger.error.mockReset();
});

describe('startMailDelivery', () => {
  it('runs at once and then every interval, never two runs at the same time', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let calls = 0;
    const gate = deferred();
    const mailer = {
      deliverDue: vi.fn(async () => {
        calls++;
        running++;
        most = Math.max(most, running);
        if (calls === 1) await gate.promise;
        running--;
        return report(0);
      }),
    };
    const stop = startMailDelivery({ mailer, intervalMs: 1000, logger });
    expect(calls).toBe(1);
    // The first run hangs: the intervals that pass meanwhile start nothing.
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toBe(1);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(most).toBe(1);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });

  it('goes on at once while batches come back full', async () => {
    vi.useFakeTimers();
    const claims = [10, 10, 4];
    const mailer = { deliverDue: vi.fn(async (limit?: number) => report(Math.min(limit!, claims.shift() ?? 0))) };
    const stop = startMailDelivery({ mailer, intervalMs: 60_000, batchSize: 10, logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(mailer.deliverDue).toHaveBeenCalledTimes(3);
    expect(mailer.deliverDue).toHaveBeenCalledWith(10);
    await stop();
  });

  it('logs a failed run and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const mailer = {
      deliverDue: vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(report(0)),
    };
    const stop = startMailDelivery({ mailer, intervalMs: 1000, logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database gone' }) },
      expect.stringContaining('mail delivery run failed'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(mailer.deliverDue).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stop waits for the run in flight', async () => {
    const gate = deferred();
    let finished = false;
    const mailer = {
      deliverDue: async () => {
        await gate.promise;
        finished = true;
        return report(0);
      },
    };
    const stop = startMailDelivery({ mailer, intervalMs: 1000, logger });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
  });
});
