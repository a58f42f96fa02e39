// Whether this render is the server's, or the browser's hydration of it (src/server/render-page.tsx).
// The server knows nothing of this browser's storage (its store, its cart, its member), so it draws
// what the browser draws while that state loads, and hydration must draw the same: a component whose
// first paint depends on that state, or that would send the customer elsewhere because of it, waits
// while this is true. React answers true on the server and while hydrating, false from the render
// that follows hydration on (and in any render the browser starts itself).
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useIsServerRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
