// Registers /sw.js once the page has loaded (it never competes with the first visit's downloads), and
// recovers a tab left behind by a new build: when a route's code of the old build is gone from the
// server and the worker's cache, Vite reports 'vite:preloadError' and the page reloads onto the new one.

/** When this tab last reloaded for a new build: a route that truly fails must not reload forever. */
const RELOADED_AT_KEY = 'brewline.reloadedForNewBuildAt';
const RELOAD_AT_MOST_EVERY_MS = 30_000;

export function registerServiceWorker(): void {
  addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // no storage to remember the reload by: let the import fail as it would have
    }
    event.preventDefault();
    location.reload();
  });
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
