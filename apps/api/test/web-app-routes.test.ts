// How the server hands out the built web app (http/web-app-routes.ts): without a renderer every app
// path gets index.html (the server-rendered pages: server-rendered-pages.test.ts), the service worker
// is never cached, hashed assets are cached forever.
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebApp, registerWebAppRoutes } from '../src/http/web-app-routes.ts';
import { loadIdentityConfig } from '../src/identity/identity-config.ts';
import { buildServer } from '../src/server.ts';

const PUBLIC_URL = 'https://order.brewline.test';
import { pglite } from './support/test-databases.ts';
import { writeWebDist } from './support/web-dist.ts';

const FILES: Record<string, string> = {
  'index.html': '<html><body><div id="root">shell</div></body></html>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'assets/index-Ab12Cd34.js': 'console.log("entry");',
};

describe('web app routes', () => {
  const dirs: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const web = writeWebDist(FILES);
    // The store board has no menu page: its routes all get its index.html.
    const board = writeWebDist({ 'index.html': '<html>board</html>' });
    dirs.push(web, board);
    registerWebAppRoutes(app, await loadWebApp(board), '/board');
    registerWebAppRoutes(app, await loadWebApp(web));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  it('sends every app path the shell, never cached', async () => {
    for (const url of [
      '/',
      '/menu',
      '/menu?utm=x',
      '/cart/?from=menu',
      '/carts',
      '/orders/active',
      '/checkout/payment',
      '/menu/83/',
      '/index.html',
    ]) {
      const response = await get(url);
      expect(response.body, url).toContain('shell');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never lets the browser cache the service worker, and caches hashed assets for good', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'if-none-match': String(asset.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing file, and serves an app without a menu page its index everywhere', async () => {
    expect((await get('/assets/gone-123.js')).statusCode).toBe(404);
    expect((await get('/art.png')).statusCode).toBe(404);
    expect((await get('/board/menu')).body).toBe('<html>board</html>');
    expect((await get('/board')).body).toBe('<html>board</html>');
  });
});

describe('the web app on the real server', () => {
  let app: FastifyInstance;
  let dir: string;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    dir = writeWebDist(FILES);
    const database = await pglite.open();
    dispose = () => database.dispose();
    ({ app } = await buildServer({
      database: database.handle,
      webDistDir: dir,
      logLevel: 'silent',
      identity: loadIdentityConfig({ PUBLIC_URL: PUBLIC_URL }, 3000),
    }));
    await app.ready();
  });
  /** As a browser at the public URL asks: its Host header is the public URL's. */
  const get = (url: string, host = new URL(PUBLIC_URL).host) =>
    app.inject({ method: 'GET', url, headers: { host } });
  afterAll(async () => {
    await app.close();
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("has every page preload each menu table, so the tables need not wait for the app's code", async () => {
    const index = await get('/product-data/tableNames.json');
    const tableFiles = index.json<{ fileName: string }[]>().map((entry) => `/product-data/${entry.fileName}`);
    expect(tableFiles.length).toBeGreaterThan(10);
    for (const url of ['/', '/menu', '/cart', '/orders/active', '/menu/product/301/caff%C3%A8-latte']) {
      const link = String((await get(url)).headers['link'] ?? '');
      const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=anonymous/g)].map(
        (match) => match[1],
      );
      expect(preloaded, url).toEqual(tableFiles);
    }
    for (const file of tableFiles) expect((await get(file)).statusCode).toBe(200);
    // Assets are not pages: they name no tables.
    expect((await get('/assets/index-Ab12Cd34.js')).headers['link']).toBeUndefined();
  });

  it('sends a page opened at another host to the public URL, and answers the API on any host', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'shop.evil.test']) {
      const page = await get('/menu/product/301/caff%C3%A8-latte?from=home', host);
      expect(page.statusCode, host).toBe(302);
      expect(page.headers['location']).toBe(`${PUBLIC_URL}/menu/product/301/caff%C3%A8-latte?from=home`);
    }
    // The load balancer probes servers by their address; GraphQL and the provider answer there too.
    expect((await get('/readyz', '10.0.0.7:3000')).statusCode).toBe(200);
    expect((await get('/oidc/.well-known/openid-configuration', '10.0.0.7:3000')).statusCode).toBe(200);
    const config = (await get('/identity-config.json', 'shop.evil.test')).json<Record<string, string>>();
    expect(config['authorizationEndpoint']).toBe(`${PUBLIC_URL}/oidc/auth`);
  });
});
