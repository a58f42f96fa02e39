/**
 * Ends the task that is running and resumes in a new one, so that the browser may handle input, draw a
 * frame or run a waiting task in between. A phone's browser counts every task of more than 50 ms as
 * blocking (Lighthouse's Total Blocking Time): work split at points like these blocks it for less, even
 * though the work is the same. `scheduler.yield` resumes ahead of other waiting tasks (Chromium); where
 * it is missing, a timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

/**
 * Runs `work` soon, in a task of its own (a zero timer); returns a way to cancel it. For a call that is
 * cheap in script but may wait on the browser's other process (setting the document's title, stamping
 * a history entry): 0.2–7 ms each at full speed in a page's first load on this machine, measured. In
 * the long task that runs a first draw's effects, a phone counts that wait four times over (Lighthouse's
 * Total Blocking Time); alone in a task it blocks nothing.
 */
export function inOwnTask(work: () => void): () => void {
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
