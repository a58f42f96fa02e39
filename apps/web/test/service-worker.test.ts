// @vitest-environment node
// The service worker (src/sw/service-worker.ts) against an in-memory Cache Storage and a fake server:
// what it keeps at install, what a new build's worker drops, what it answers offline, and the traffic
// it must never touch (GraphQL, sign-in, the store board).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://brewline.test';

interface FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}
type RequestLike = FakeRequest | Request | string;
const urlOf = (request: RequestLike): string =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  put(request: RequestLike, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
    return Promise.resolve();
  }
  match(request: RequestLike): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(urlOf(request))?.clone());
  }
  keys(): Promise<{ url: string }[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
  delete(request: RequestLike): Promise<boolean> {
    return Promise.resolve(this.entries.delete(urlOf(request)));
  }
  async addAll(requests: string[]): Promise<void> {
    for (const request of requests) {
      const response = await fetch(request);
      if (!response.ok) throw new TypeError(`addAll: ${request} answered ${response.status}`);
      await this.put(request, response);
    }
  }
  paths(): string[] {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  open(name: string): Promise<FakeCache> {
    const cache = this.stores.get(name) ?? new FakeCache();
    this.stores.set(name, cache);
    return Promise.resolve(cache);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name));
  }
  async match(request: RequestLike, options?: { cacheName?: string }): Promise<Response | undefined> {
    for (const [name, cache] of this.stores) {
      if (options?.cacheName && options.cacheName !== name) continue;
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * The server: a path -> body map, index.html for app routes as the real one; `offline` makes every
 * request fail as a dropped network does.
 */
function fakeServer(files: Record<string, string>) {
  const state = { offline: false, requests: [] as string[] };
  const fetchMock = vi.fn((request: RequestLike) => {
    const path = new URL(urlOf(request)).pathname;
    state.requests.push(path);
    if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const body = files[path] ?? (/\.\w+$/.test(path) ? undefined : files['/index.html']);
    return Promise.resolve(
      body === undefined ? new Response('Not found', { status: 404 }) : new Response(body),
    );
  });
  return { state, fetchMock };
}

type Listener = (event: object) => void;

async function startWorker(build: { id: string; precache: string[]; assets: string[] }) {
  const listeners = new Map<string, Listener>();
  const skipWaiting = vi.fn(() => Promise.resolve());
  const claim = vi.fn(() => Promise.resolve());
  vi.stubGlobal('__SW_BUILD__', build);
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('clients', { claim });
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => listeners.set(type, listener));
  vi.resetModules();
  await import('../src/sw/service-worker.ts');

  const lifecycle = async (type: 'install' | 'activate') => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  /** Dispatches a fetch event; undefined when the worker let the request pass untouched. */
  const request = async (path: string, init: { method?: string; mode?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    const fakeRequest: FakeRequest = {
      url: `${ORIGIN}${path}`,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    };
    listeners.get('fetch')?.({
      request: fakeRequest,
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = answer ? await answer : undefined;
    await Promise.all(pending);
    return response;
  };
  return { lifecycle, request, skipWaiting, claim };
}

const TABLES_V1 = JSON.stringify([
  { tableName: 'products', fileName: 'products.v1.json' },
  { tableName: 'productGroups', fileName: 'productGroups.v1.json' },
]);
const FILES: Record<string, string> = {
  '/index.html': '<p>shell</p>',
  '/assets/index-1.js': 'entry v1',
  '/assets/index-1.css': 'css v1',
  '/assets/cart-page-1.js': 'cart page v1',
  '/art/snowflake.svg': '<svg/>',
  '/product-data/tableNames.json': TABLES_V1,
  '/product-data/products.v1.json': '[1]',
  '/product-data/productGroups.v1.json': '[2]',
};
const BUILD_1 = {
  id: 'build-1',
  precache: ['/index.html', '/assets/index-1.js', '/assets/index-1.css', '/art/snowflake.svg'],
  assets: ['/assets/index-1.js', '/assets/index-1.css', '/assets/cart-page-1.js'],
};

let storage: FakeCacheStorage;

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service worker', () => {
  it('keeps the shell and the current menu tables at install, then takes over at once', async () => {
    const server = fakeServer(FILES);
    vi.stubGlobal('fetch', server.fetchMock);
    const worker = await startWorker(BUILD_1);
    await worker.lifecycle('install');
    expect(storage.stores.get('brewline-shell-build-1')?.paths()).toEqual([...BUILD_1.precache].sort());
    expect(storage.stores.get('brewline-runtime')?.paths()).toEqual([
      '/product-data/productGroups.v1.json',
      '/product-data/products.v1.json',
      '/product-data/tableNames.json',
    ]);
    expect(worker.skipWaiting).toHaveBeenCalled();
  });

  it('shows the kept shell and menu offline: index.html for every app route', async () => {
    const server = fakeServer(FILES);
    vi.stubGlobal('fetch', server.fetchMock);
    const worker = await startWorker(BUILD_1);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    server.state.offline = true;
    expect(await (await worker.request('/menu', { mode: 'navigate' }))?.text()).toBe('<p>shell</p>');
    expect(await (await worker.request('/cart', { mode: 'navigate' }))?.text()).toBe('<p>shell</p>');
    expect(await (await worker.request('/product-data/tableNames.json'))?.text()).toBe(TABLES_V1);
    expect(await (await worker.request('/product-data/products.v1.json'))?.text()).toBe('[1]');
    expect(await (await worker.request('/assets/index-1.js'))?.text()).toBe('entry v1');
  });

  it('asks the network first for pages and the table index, and keeps a new menu, dropping the old tables', async () => {
    const files = { ...FILES };
    const server = fakeServer(files);
    vi.stubGlobal('fetch', server.fetchMock);
    const worker = await startWorker(BUILD_1);
    await worker.lifecycle('install');
    files['/index.html'] = '<p>shell, deployed since</p>';
    expect(await (await worker.request('/orders/active', { mode: 'navigate' }))?.text()).toBe(
      '<p>shell, deployed since</p>',
    );
    files['/product-data/tableNames.json'] = JSON.stringify([
      { tableName: 'products', fileName: 'products.v2.json' },
      { tableName: 'productGroups', fileName: 'productGroups.v1.json' },
    ]);
    files['/product-data/products.v2.json'] = '[3]';
    await worker.request('/product-data/tableNames.json');
    expect(storage.stores.get('brewline-runtime')?.paths()).toEqual([
      '/product-data/productGroups.v1.json',
      '/product-data/tableNames.json',
    ]);
    // The new table comes through the worker once, then from its cache.
    expect(await (await worker.request('/product-data/products.v2.json'))?.text()).toBe('[3]');
    server.state.requests.length = 0;
    expect(await (await worker.request('/product-data/products.v2.json'))?.text()).toBe('[3]');
    expect(server.state.requests).toEqual([]);
  });

  it('leaves GraphQL, sign-in, analytics, the board and other origins to the network, untouched', async () => {
    const server = fakeServer(FILES);
    vi.stubGlobal('fetch', server.fetchMock);
    const worker = await startWorker(BUILD_1);
    await worker.lifecycle('install');
    expect(await worker.request('/graphql', { method: 'POST' })).toBeUndefined();
    expect(await worker.request('/graphql?query=%7Bsession%7D')).toBeUndefined();
    expect(await worker.request('/events', { method: 'POST' })).toBeUndefined();
    expect(await worker.request('/identity-config.json')).toBeUndefined();
    expect(await worker.request('/oidc/auth?client_id=web', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.request('/board/', { mode: 'navigate' })).toBeUndefined();
    const everything = [...storage.stores.values()].flatMap((cache) => cache.paths());
    expect(everything.filter((path) => /graphql|oidc|identity|events|board/.test(path))).toEqual([]);
  });

  it("a new build's worker drops the old build's shell, code and pictures, and keeps the menu", async () => {
    const files = { ...FILES };
    const server = fakeServer(files);
    vi.stubGlobal('fetch', server.fetchMock);
    const first = await startWorker(BUILD_1);
    await first.lifecycle('install');
    await first.lifecycle('activate');
    await first.request('/assets/cart-page-1.js');
    await first.request('/art/snowflake.svg');

    files['/assets/index-2.js'] = 'entry v2';
    const build2 = {
      id: 'build-2',
      precache: ['/index.html', '/assets/index-2.js', '/assets/index-1.css'],
      assets: ['/assets/index-2.js', '/assets/index-1.css'],
    };
    const second = await startWorker(build2);
    await second.lifecycle('install');
    await second.lifecycle('activate');
    expect([...storage.stores.keys()].sort()).toEqual(['brewline-runtime', 'brewline-shell-build-2']);
    expect(storage.stores.get('brewline-runtime')?.paths()).toEqual([
      '/product-data/productGroups.v1.json',
      '/product-data/products.v1.json',
      '/product-data/tableNames.json',
    ]);
    expect(second.claim).toHaveBeenCalled();
  });
});
