import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchRouteCode, prefetchStoreQuery } from './app/route-prefetch.ts';
import { startMenuDownload } from './lib/menu-download.ts';
import { registerServiceWorker } from './sw/register-service-worker.ts';
import './styles.css';

// Every screen waits for the menu tables: ask for them before rendering anything (menu-download.ts).
startMenuDownload();
prefetchRouteCode(location.pathname);
prefetchStoreQuery();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// #root holds the prerendered first paint (build/shell-plugin.ts); the first render replaces it. The
// prerender is already on screen, so that render is a transition: it yields to the browser in small
// slices rather than blocking input in one long task.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
if (import.meta.env.PROD) registerServiceWorker();
