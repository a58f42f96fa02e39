import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchRoute } from './app/routes.ts';
import { prefetchStoreQuery } from './lib/selected-store-context.tsx';
import { beginHydration } from './lib/server-render.ts';
import { startMenuDownload } from './lib/menu-download.ts';
import { registerServiceWorker } from './sw/register-service-worker.ts';
import './styles.css';

// Every screen needs the menu tables, and the screen a visit opens on its code and first queries: ask
// for all of them before React starts, so none waits for another.
startMenuDownload();
void prefetchRoute(location.pathname);
prefetchStoreQuery();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server renders every page (src/server/render-page.tsx): React takes that HTML over as it is. The
// offline shell and the dev server's index.html have an empty #root: the app renders into it.
if (root.firstElementChild) {
  beginHydration();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}

if (import.meta.env.PROD) registerServiceWorker();
