// The service worker (/sw.js, built by build/service-worker-plugin.ts): after one visit the app shell
// and the last menu work offline. What it touches, and how:
// - navigations to the app's own routes: network first (the server's rendered page); offline,
//   the app's shell (index.html, rendered by the browser) from the cache;
// - /assets/* (content-hashed, immutable): cache first;
// - /product-data/tableNames.json: network first; the hashed table files it lists: cache first, and
//   tables no longer listed are dropped when a new index arrives;
// - /art/*: cache first, refreshed with each new build (the server gives them a day's max-age).
// Everything else passes through untouched: GraphQL (POSTs, member data), sign-in (/oidc, tokens,
// /identity-config.json), analytics, the store board. Nothing of a member's account is ever stored.
// A new build changes this file (its build id and file lists), so the browser installs the new worker;
// it takes over at once and deletes the previous build's caches.

/** Written into this file at build time (vite `define`). */
declare const __SW_BUILD__: {
  /** Hash of everything precached: a new build, a new id, a new worker. */
  readonly id: string;
  /** The shell: index.html (the CSS is inside it), the first-load JS, its pictures. */
  readonly precache: readonly string[];
  /** Every file under /assets/ of this build, so files of older builds can be dropped. */
  readonly assets: readonly string[];
};

// The worker's global scope, typed by hand: the WebWorker lib cannot share a program with the DOM lib.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = globalThis as unknown as ServiceWorkerScope;

const BUILD = __SW_BUILD__;
const SHELL_CACHE = `brewline-shell-${BUILD.id}`;
/** Shared by builds: hashed files never change under their name. */
const RUNTIME_CACHE = 'brewline-runtime';
const TABLE_INDEX = '/product-data/tableNames.json';
/** The top-level paths the web app routes itself (app-routes.tsx); every other navigation is the server's. */
const APP_ROUTES = new Set([
  '',
  'menu',
  'product',
  'cart',
  'checkout',
  'orders',
  'account',
  'login',
  'help',
  'accessibility-statement',
  'search',
  'scan',
  'locations',
  'about',
  'jobs',
  'franchise',
]);

async function put(cacheName: string, request: Request | string, response: Response): Promise<void> {
  if (!response.ok) return;
  await (await caches.open(cacheName)).put(request, response);
}

/**
 * Keeps `index` as the current table index and drops cached tables it no longer lists. With
 * `fetchMissing` (at install) it also fetches the tables it lists: the visit that installs the worker
 * has just downloaded them, so they come from the HTTP cache (immutable) at no cost. Later visits
 * fetch new tables themselves, through the cache-first route below.
 */
async function keepTables(index: Response, fetchMissing: boolean): Promise<void> {
  const entries = (await index.clone().json()) as { fileName: string }[];
  const listed = new Set(entries.map((entry) => `/product-data/${entry.fileName}`));
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(TABLE_INDEX, index);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/product-data/') && path !== TABLE_INDEX && !listed.has(path)) {
      await cache.delete(request);
    }
  }
  if (!fetchMissing) return;
  await Promise.all(
    [...listed].map(async (path) => {
      if (!(await cache.match(path))) await put(RUNTIME_CACHE, path, await fetch(path));
    }),
  );
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll([...BUILD.precache]);
      // The last menu, so the first offline visit shows it; a failure here only means no tables yet.
      await fetch(TABLE_INDEX)
        .then((index) => (index.ok ? keepTables(index, true) : undefined))
        .catch(() => undefined);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('brewline-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      const current = new Set(BUILD.assets);
      const runtime = await caches.open(RUNTIME_CACHE);
      for (const request of await runtime.keys()) {
        const path = new URL(request.url).pathname;
        // Pictures are refreshed with each build; files of older builds go.
        if (path.startsWith('/art/') || (path.startsWith('/assets/') && !current.has(path))) {
          await runtime.delete(request);
        }
      }
      await worker.clients.claim();
    })(),
  );
});

async function networkFirst(
  request: Request,
  fallback: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await fallback();
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await put(RUNTIME_CACHE, request, response.clone());
  return response;
}

/** The table index from the network (kept for offline, in the background), else the kept one. */
async function tableIndex(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keepTables(response.clone(), false).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await caches.match(TABLE_INDEX, { cacheName: RUNTIME_CACHE });
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (!APP_ROUTES.has(path.split('/')[1] ?? '')) return;
    event.respondWith(networkFirst(request, () => caches.match('/index.html', { cacheName: SHELL_CACHE })));
  } else if (path.startsWith('/assets/') || path.startsWith('/art/')) {
    event.respondWith(cacheFirst(request));
  } else if (path === TABLE_INDEX) {
    event.respondWith(tableIndex(event));
  } else if (path.startsWith('/product-data/')) {
    // A retry names its attempt in the query (menu-download.ts): the hashed file is the same one.
    event.respondWith(cacheFirst(url.search ? new Request(`${url.origin}${path}`) : request));
  }
});

// A module to the type checker (the build makes it a classic script: /sw.js has no imports).
export {};
