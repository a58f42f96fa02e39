import { startTransition, StrictMode, type ReactElement } from 'react';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchRoute, prefetchStoreQuery } from './app/route-prefetch.ts';
import { drawInSlices } from './lib/first-draw-slices.tsx';
import { followStartedDownload, startMenuDownload } from './lib/menu-download.ts';
import { nextTask } from './lib/next-task.ts';
import { registerServiceWorker } from './sw/register-service-worker.ts';
import './styles.css';

// Every screen waits for the menu tables: ask for them before rendering anything (menu-download.ts).
startMenuDownload();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// A page the server rendered with the menu tables (a product's) stays as it is until the tables and its
// screen's code are in here too: a first render without them would swap the product for the download
// status or the loading spinner, and back. Then it waits a little for the first answers too
// (firstAnswersOrGrace, below). (Hydrating it instead measured worse: decision 006.)
const serverTables = root.dataset['serverRendered'] === undefined ? null : followStartedDownload(() => {});
if (serverTables) {
  // Until the app draws over it, the server's page can only be looked at: a tap on its store button or
  // a letter typed into its search box would be lost when the app replaces it. So it takes no input
  // meanwhile (inert), and says so to assistive technology and test drivers (aria-disabled).
  root.inert = true;
  root.setAttribute('aria-disabled', 'true');
}
void start(root);

/**
 * The rest of the start, each part in a task of its own (nextTask): this script runs in the task that
 * ends the page's parsing and lays the page out, and the route's prefetch alone (some forty
 * `modulepreload` links for a product's page, a query) made that task twice as long on a phone.
 * Nothing waits on the gaps but the requests, each started a task later.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The first read of each storage waits for the browser to hand over its contents (1–9 ms at full
  // speed here, measured): each alone in a task, not inside the route's prefetch (the chosen store) or
  // the GraphQL client's set-up (the session).
  openStorage(() => localStorage);
  await nextTask();
  openStorage(() => sessionStorage);
  await nextTask();
  const route = prefetchRoute(location.pathname);
  await nextTask();
  const storeAnswer = prefetchStoreQuery();
  const app = (initialTables?: MenuTables) => (
    <StrictMode>
      <App initialTables={initialTables} />
    </StrictMode>
  );
  if (!serverTables) {
    // #root holds the page's prerendered first paint (build/shell-plugin.ts): drawn over in parts, as
    // a server-drawn page is. The dev server's index.html has an empty #root: the app renders into it.
    if (root.firstElementChild) drawOverFirstPaint(root, app());
    else createRoot(root).render(app());
    return;
  }
  Promise.all([serverTables.tables, route.code])
    .then(
      async ([tables]) => {
        await firstAnswersOrGrace(route.data, storeAnswer);
        drawOverFirstPaint(root, app(tables));
      },
      () => drawOverFirstPaint(root, app()),
    )
    .finally(serverTables.stop);
}

/**
 * The live page is drawn beside the page the server sent (drawn by the server or prerendered by the
 * build), hidden, in several tasks (lib/first-draw-slices.tsx), then takes its place: until then the
 * server's page stays on screen as it was. The first paint is already on screen, so the render is a
 * transition. (On Preact, decision 012, a transition runs at once: there is no concurrent rendering to
 * yield with; the parts are how this draw yields.)
 */
function drawOverFirstPaint(serverPage: HTMLElement, app: ReactElement): void {
  const livePage = document.createElement('div');
  livePage.hidden = true;
  serverPage.after(livePage);
  const reactRoot = createRoot(livePage);
  drawInSlices(
    () => startTransition(() => reactRoot.render(app)),
    () => {
      // What the server wrote on its #root for the app (the payment provider, payment-provider-hint.tsx)
      // stays; what marked it as the server's page goes with it.
      serverPage.remove();
      for (const { name, value } of serverPage.attributes) {
        if (!SERVER_PAGE_ATTRIBUTES.has(name)) livePage.setAttribute(name, value);
      }
      livePage.hidden = false;
    },
  );
}
/** Loads a storage's contents into the page; a browser without storage (or refusing it) is no error. */
function openStorage(storage: () => Storage): void {
  try {
    void storage().length;
  } catch {
    // The app reads storage where it needs it and copes there.
  }
}

const SERVER_PAGE_ATTRIBUTES = new Set(['data-server-rendered', 'inert', 'aria-disabled']);
if (import.meta.env.PROD) registerServiceWorker();

/**
 * The answers the server's page is drawn without (the store, the prices, the payment provider) were
 * asked for with the tables. Drawn with them, the app's first render over that page is its only
 * one: drawn before them, each answer re-rendered the whole step, a second long task on a phone
 * (about 370 ms of rendering at 4x CPU for the payment step). The page stays readable meanwhile; a
 * slow answer is not waited for past the grace.
 */
const ANSWERS_GRACE_MS = 1000;
function firstAnswersOrGrace(...answers: Promise<void>[]): Promise<void> {
  return Promise.race([
    Promise.all(answers).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, ANSWERS_GRACE_MS)),
  ]);
}
