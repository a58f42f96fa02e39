/**
 * Runs `work` when the browser is idle (after a short timer where requestIdleCallback is missing:
 * Safari); returns a way to cancel it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
