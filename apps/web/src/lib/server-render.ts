// Whether this render is the server's, or the browser's hydration of it (src/server/render-page.tsx).
// The server knows nothing of this browser's storage (its store, its cart, its member), so it draws
// what the browser draws while that state loads, and hydration must draw the same: a component whose
// first paint depends on that state, or that would send the customer elsewhere because of it, waits
// while this is true. It stays true until the page's content has hydrated (<MarkHydrated />, inside the
// screens' boundary in app.tsx), not only the chrome around it: a provider that showed this browser's
// state earlier would hand it to a screen still being hydrated against the server's HTML.
import { useEffect, useSyncExternalStore } from 'react';

let hydrating = false;
const listeners = new Set<() => void>();

/** main.tsx, before hydrateRoot: the page is the server's until its content has hydrated. */
export function beginHydration(): void {
  hydrating = true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True on the server and while the browser hydrates its page; false in any render after. */
export function useIsServerRender(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating,
    () => true,
  );
}

/** Rendered after the screens: once committed, the page's content is hydrated. */
export function MarkHydrated() {
  useEffect(() => {
    if (!hydrating) return;
    hydrating = false;
    for (const listener of listeners) listener();
  }, []);
  return null;
}
