import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic';

function fakeLogger() {
  return { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    debug: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('startPeriodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task every interval, never twice at once, and stop waits for the run in progress', async () => {
    const logger = fakeLogger();
    let finish: (() => void) | undefined;
    const task = vi.fn(() => new Promise<string>((resolve) => (finish = () => resolve('klaar'))));
    const stop = startPeriodic('taak', task, { logger, intervalMs: 1000 });

    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running at the next tick: that tick does nothing.
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish!();
    await stopping;
    expect(logger.debug).toHaveBeenCalledWith({ result: 'klaar' }, 'taak');
    // Stopped: no more runs.
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('logs a failure and keeps running', async () => {
    const logger = fakeLogger();
    const task = vi.fn().mockRejectedValueOnce(new Error('kapot')).mockResolvedValue(1);
    const stop = startPeriodic('taak', task, { logger, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'taak failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(logger.debug).toHaveBeenCalledWith({ result: 1 }, 'taak');
    await stop();
  });
});
