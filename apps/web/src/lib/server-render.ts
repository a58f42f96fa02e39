// Whether this render is the server's (apps/api/src/http/server-rendered-pages.ts renders a product's
// page with the app's own components). The server knows nothing of this browser's storage (its store,
// its cart), so a component whose first paint depends on it draws what the browser draws while that
// state loads. In the browser this is always false.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useIsServerRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
