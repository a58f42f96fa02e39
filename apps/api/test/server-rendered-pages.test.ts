// The web app's pages, rendered by the server with the menu tables (http/server-rendered-pages.ts), as
// the browser gets them through the web app's routes: the render in the page's #root, one render per
// path and menu version, the empty shell when the render fails or declines the path, and the render
// bundle itself never served.
import { rmSync } from 'node:fs';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, loadPageRenderer, type MenuVersion } from '../src/http/server-rendered-pages.ts';
import { precompress } from '../src/http/precompressed.ts';
import { loadWebApp, registerWebAppRoutes } from '../src/http/web-app-routes.ts';
import { writeWebDist } from './support/web-dist.ts';

const SHELL = '<html><body><div id="root"></div><script></script></body></html>';

/**
 * A stand-in for the web build's bundle: says what it was asked to render, and how often it was; a
 * path no route declares (here /nowhere) is not rendered.
 */
const BUNDLE = `
let renders = 0;
export async function renderPage(path, search, tables, facts) {
  if (path.includes('broken')) throw new Error('render failed');
  if (path === '/nowhere') return null;
  renders += 1;
  return '<main>' + decodeURIComponent(path) + (search ? '?' + search : '') + ' with ' +
    tables.products.length + ' products, ' + facts.paymentProvider + ' payments, render ' + renders + '</main>';
}
`;

const tablesWith = (products: number): MenuTables =>
  ({ products: Array.from({ length: products }, (_, id) => ({ id })) }) as unknown as MenuTables;

describe('fillTemplate', () => {
  it('puts the render in #root, marked with the payment provider for the payment step', () => {
    expect(fillTemplate(SHELL, '<main>latte</main>', { paymentProvider: 'sandbox' })).toBe(
      '<html><body><div id="root" data-payment-provider="sandbox"><main>latte</main></div><script></script></body></html>',
    );
  });

  it('leaves a page without an empty #root alone', () => {
    expect(
      fillTemplate('<html><div id="root">x</div></html>', '<main/>', { paymentProvider: 'stripe' }),
    ).toBeNull();
  });
});

describe('server-rendered pages through the web app routes', () => {
  let app: FastifyInstance;
  let dir: string;
  let menu: MenuVersion = { tables: tablesWith(3), version: 'v1' };
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    dir = writeWebDist({ 'index.html': SHELL, '.server/render-page.mjs': BUNDLE });
    app = Fastify({ logger: false });
    const renderer = await loadPageRenderer(dir, () => menu, { paymentProvider: 'sandbox' });
    registerWebAppRoutes(app, await loadWebApp(dir), '', undefined, renderer);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a product path its page rendered with the current menu tables', async () => {
    const response = await get('/menu/product/301/caff%C3%A8-latte');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(
      '<div id="root" data-payment-provider="sandbox"><main>/menu/product/301/caffè-latte with 3 products, sandbox payments, render 1</main></div>',
    );
  });

  it("renders every app path, with its query, for the server's payment provider", async () => {
    expect((await get('/checkout/payment')).body).toContain(
      'data-payment-provider="sandbox"><main>/checkout/payment with 3 products, sandbox payments',
    );
    expect((await get('/login?redirect=%2Fcart')).body).toContain('<main>/login?redirect=%2Fcart with');
  });

  it('renders a path once per menu version, again when the menu changes', async () => {
    const first = await get('/product/7/mocha');
    expect((await get('/product/7/mocha')).body).toBe(first.body);
    menu = { tables: tablesWith(5), version: 'v2' };
    const changed = await get('/product/7/mocha');
    expect(changed.body).toContain('/product/7/mocha with 5 products');
    expect(changed.body).not.toBe(first.body);
  });

  it('sends the empty shell when the render fails or no route declares the path', async () => {
    const broken = await get('/menu/product/9/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(SHELL);
    expect((await get('/nowhere')).body).toBe(SHELL);
  });

  it('renders a path once for the requests that ask for it at the same moment', async () => {
    const [first, second] = await Promise.all([get('/product/11/flat-white'), get('/product/11/flat-white')]);
    expect(first?.body).toContain('/product/11/flat-white');
    expect(second?.body).toBe(first?.body);
  });

  it("sends the shell for new paths once the second's new renders are spent, cached pages as ever", async () => {
    let clock = 1_000_000;
    const renderer = await loadPageRenderer(
      dir,
      () => menu,
      { paymentProvider: 'sandbox' },
      { newRendersPerSecond: 2, now: () => clock },
    );
    if (!renderer) throw new Error('no renderer');
    const template = precompress(SHELL, 'text/html; charset=utf-8');
    const page = async (path: string) => (await renderer.render(path, '', template))?.body.toString() ?? null;
    expect(await page('/product/1/a')).toContain('/product/1/a');
    expect(await page('/product/2/b')).toContain('/product/2/b');
    expect(await page('/product/3/c')).toBeNull();
    expect(await page('/product/1/a')).toContain('/product/1/a');
    clock += 1000;
    expect(await page('/product/3/c')).toContain('/product/3/c');
  });

  it('never serves the render bundle or any other build folder', async () => {
    expect((await get('/.server/render-page.mjs')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('has no renderer for a build without a bundle (the store board)', async () => {
    const board = writeWebDist({ 'index.html': '<html>board</html>' });
    expect(await loadPageRenderer(board, () => menu, { paymentProvider: 'sandbox' })).toBeNull();
    rmSync(board, { recursive: true, force: true });
  });
});
