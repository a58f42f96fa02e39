// Runs a database job every `everyMs`, one pass at a time, and stops cleanly: `stop()` waits for a
// pass in flight, so a server shutting down never closes its database under a running pass.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  stop(): Promise<void>;
}

export function startPeriodicJob(
  name: string,
  everyMs: number,
  pass: () => Promise<unknown>,
  log: FastifyBaseLogger,
): PeriodicJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
