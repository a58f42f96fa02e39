// Stands in for 'use-sync-external-store/shim' (wouter's import, see vite.config.ts): React 19 has
// useSyncExternalStore built in, so the shim for React 16/17 would only add bytes to the first load.
export { useSyncExternalStore } from 'react';
