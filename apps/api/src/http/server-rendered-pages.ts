// Every page of the web app is rendered here, with the menu tables: the menu, a product's page, the
// payment step's card form are in the first response, and the browser hydrates that HTML (apps/web/src/
// main.tsx) instead of drawing the page itself once it has the app's code and the tables.
//
// The render is the web app's own (its build leaves a Node bundle in dist/.server/, never served): the
// same components as in the browser, drawn as the browser draws them before it has read its storage.
// Pages are cached per path and menu version, a bounded number of them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { BROTLI_PER_REQUEST, precompress, type PrecompressedFile } from './precompressed.ts';

const BUNDLE = '.server/render-page.mjs';
const ROOT_ELEMENT = '<div id="root"></div>';
/** Distinct paths kept rendered; a product has one or two, so this holds a menu ten times ours. */
const CACHE_LIMIT = 2000;

export interface RenderLimits {
  /**
   * Renders of paths not yet cached, per second (default 50, about 7 ms each once warm). Past it a path
   * gets the app's empty shell, which the browser renders itself: a flood of made-up product paths
   * costs nothing more than that, and the pages customers open are cached already.
   */
  readonly newRendersPerSecond?: number;
  readonly now?: () => number;
}

export interface MenuVersion {
  tables: MenuTables;
  /** Changes whenever the tables do. */
  version: string;
}

export interface PageRenderer {
  /**
   * `template` with the app rendered at `path` (with `search`, without '?') in its #root; null if it
   * has none or the second's new renders are spent (the caller sends the template as it is).
   */
  render(path: string, search: string, template: PrecompressedFile): Promise<PrecompressedFile | null>;
}

/** What the render knows that the browser's storage does not tell: the web app's ServerFacts. */
export interface ServerFacts {
  /** Which card form the payment step draws (the GraphQL paymentConfig's provider). */
  readonly paymentProvider: PaymentProvider['name'];
}

type RenderPage = (
  path: string,
  search: string,
  tables: MenuTables,
  facts: ServerFacts,
) => Promise<string | null>;

/**
 * Fills the template's #root. The payment step reads data-payment-provider (web
 * lib/payment-provider-hint.tsx) to hydrate the form drawn here.
 */
export function fillTemplate(template: string, html: string, facts: ServerFacts): string | null {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  const root = `<div id="root" data-payment-provider="${facts.paymentProvider}">${html}</div>`;
  return `${template.slice(0, at)}${root}${template.slice(at + ROOT_ELEMENT.length)}`;
}

/** The web build's renderer, or null for a build without one (the store board's). */
export async function loadPageRenderer(
  distDir: string,
  menu: () => MenuVersion,
  facts: ServerFacts,
  { newRendersPerSecond = 50, now = Date.now }: RenderLimits = {},
): Promise<PageRenderer | null> {
  const bundle = join(distDir, BUNDLE);
  if (!existsSync(bundle)) return null;
  const module = (await import(pathToFileURL(bundle).href)) as { renderPage?: RenderPage };
  const renderPage = module.renderPage;
  if (typeof renderPage !== 'function') throw new Error(`${bundle} exports no renderPage`);
  // Pages by menu version and path; a render still running is shared by the requests that wait for it.
  const cache = new Map<string, Promise<PrecompressedFile | null>>();
  let second = 0;
  let rendersThisSecond = 0;
  const mayRender = (): boolean => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      second = current;
      rendersThisSecond = 0;
    }
    rendersThisSecond += 1;
    return rendersThisSecond <= newRendersPerSecond;
  };
  const renderFilled = async (
    path: string,
    search: string,
    template: PrecompressedFile,
    tables: MenuTables,
  ) => {
    const html = await renderPage(path, search, tables, facts);
    if (html === null) return null;
    const page = fillTemplate(template.body.toString('utf8'), html, facts);
    return page === null ? null : precompress(page, template.contentType, BROTLI_PER_REQUEST);
  };
  return {
    render(path, search, template) {
      const { tables, version } = menu();
      const key = `${version} ${path}?${search}`;
      const cached = cache.get(key);
      if (cached) return cached;
      if (!mayRender()) return Promise.resolve(null);
      const rendering = renderFilled(path, search, template, tables);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, rendering);
      // A failed render is not kept: the next request tries again.
      rendering.catch(() => cache.delete(key));
      return rendering;
    },
  };
}
