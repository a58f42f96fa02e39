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
