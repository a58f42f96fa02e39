// Pages the server renders itself, with the menu tables: a product's page carries the product (picture,
// name, description) in its first HTML, and the payment step its card form, instead of a shell the
// browser fills in once it has the app's code and the tables. That paint comes from the first response;
// on a phone the app's code and first renders would hold it back by a second or more
// (docs/performance.md).
//
// The render is the web app's own (its build leaves a Node bundle in dist/.server/, never served): the
// same components as in the browser, so the page the app draws over it matches. Pages are cached per
// path and menu version, a bounded number of them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { BROTLI_PER_REQUEST, precompress, type PrecompressedFile } from './precompressed.ts';

const BUNDLE = '.server/render-shell.mjs';
const APP_START = '<div id="root"><!--app-->';
const APP_END = '<!--/app-->';
/** Distinct paths kept rendered; a product has one or two, so this holds a menu ten times ours. */
const CACHE_LIMIT = 2000;

export interface RenderLimits {
  /**
   * Renders of paths not yet cached, per second (default 50, about 7 ms each once warm). Past it a path gets its
   * shell, which the app fills in as it always could: a flood of made-up product paths costs
   * nothing more than that, and the pages customers open are cached already.
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
   * `template` with the app rendered at `path` in place of its prerendered shell; null if it has none
   * or the second's new renders are spent (the caller sends the shell).
   */
  render(path: string, template: PrecompressedFile): Promise<PrecompressedFile | null>;
}

/** What the render knows that the browser's storage does not tell: the web app's ServerFacts. */
export interface ServerFacts {
  /** Which card form the payment step draws (the GraphQL paymentConfig's provider). */
  readonly paymentProvider: PaymentProvider['name'];
}

type RenderWithTables = (path: string, tables: MenuTables, facts: ServerFacts) => Promise<string>;

/**
 * Fills the template's #root. main.tsx reads data-server-rendered and waits for the tables; the payment
 * step reads data-payment-provider (web lib/payment-provider-hint.tsx) to draw the form drawn here.
 */
export function fillTemplate(template: string, html: string, facts: ServerFacts): string | null {
  const start = template.indexOf(APP_START);
  const end = template.indexOf(APP_END, start);
  if (start < 0 || end < 0) return null;
  const root = `<div id="root" data-server-rendered="" data-payment-provider="${facts.paymentProvider}">`;
  return `${template.slice(0, start)}${root}${html}${template.slice(end + APP_END.length)}`;
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
  const module = (await import(pathToFileURL(bundle).href)) as { renderWithTables?: RenderWithTables };
  const renderWithTables = module.renderWithTables;
  if (typeof renderWithTables !== 'function') throw new Error(`${bundle} exports no renderWithTables`);
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
  const renderPage = async (path: string, template: PrecompressedFile, tables: MenuTables) => {
    const html = await renderWithTables(path, tables, facts);
    const page = fillTemplate(template.body.toString('utf8'), html, facts);
    return page === null ? null : precompress(page, template.contentType, BROTLI_PER_REQUEST);
  };
  return {
    render(path, template) {
      const { tables, version } = menu();
      const key = `${version} ${path}`;
      const cached = cache.get(key);
      if (cached) return cached;
      if (!mayRender()) return Promise.resolve(null);
      const rendering = renderPage(path, template, tables);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, rendering);
      // A failed render is not kept: the next request tries again.
      rendering.catch(() => cache.delete(key));
      return rendering;
    },
  };
}
