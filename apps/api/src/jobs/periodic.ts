import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs` in this process, never two at once (a slow run makes the next tick a no-op), and
 * logs its outcome under `name`. The timer does not keep the process alive. Answers a stop function that waits for
 * a run in progress.
 */
export function startPeriodic(
  name: string,
  task: () => Promise<unknown>,
  { logger, intervalMs }: { logger: FastifyBaseLogger; intervalMs: number },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then((result) => logger.debug({ result }, name))
      .catch((err: unknown) => logger.warn({ err }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
