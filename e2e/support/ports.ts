// The journeys' ports. The shared journey server listens at E2E_PORT (3100 unless set); a journey that
// starts servers of its own takes them from a block of its worker's, so journeys running at once in
// Playwright's parallel workers never reach each other's servers.

/** The shared journey server's port (playwright.config.ts starts it). */
export const SHARED_SERVER_PORT = Number(process.env['E2E_PORT'] ?? 3100);

const PORTS_PER_WORKER = 10;

/**
 * The port a journey's own server number `slot` (0-9) listens at, in this worker's block above the
 * shared server's port. Within one worker the journeys run one after another and each stops its
 * servers when it ends, so two journeys of one worker may use the same slot.
 */
export function ownServerPort(slot: number): number {
  if (!Number.isInteger(slot) || slot < 0 || slot >= PORTS_PER_WORKER) {
    throw new Error(`a journey's own server slot is 0 to ${PORTS_PER_WORKER - 1}, not ${slot}`);
  }
  // Playwright numbers the workers running at once from 0 (a worker that replaces a failed one takes
  // its index), in each worker's environment.
  const worker = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
  return SHARED_SERVER_PORT + PORTS_PER_WORKER * (worker + 1) + slot;
}
