// Other work on the machine, for the figures docs/performance.md gives "on a busy machine as well as an idle one"
// (a customer's phone is never idle): a thread per `threads` spinning on arithmetic until stopped.
import { Worker } from 'node:worker_threads';

/** Starts the spinning threads; the function returned stops them. */
export function busyMachine(threads: number): () => Promise<void> {
  const workers = Array.from(
    { length: threads },
    () => new Worker('let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }', { eval: true }),
  );
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}
