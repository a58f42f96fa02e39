// After `vite build` has written dist/: (1) prerenders the app's first render into the HTML, so the
// chrome and, on /menu, the hero are painted from the first bytes instead of after the JavaScript,
// and puts the stylesheet inline; (2) builds the service worker (/sw.js) with this build's file
// lists. Production builds only (`vite` in dev serves the plain index.html).
//
// The HTML files come from the same built index.html: menu.html (rendered at /menu: the hero and the
// menu skeleton), index.html (rendered at any other path: the chrome and the download status) and,
// per route with code of its own, index.html naming that code (route-shells.ts). shell-routes.json
// tells the server which page a path gets; index.html is for every other app route.
// main.tsx renders the app over the prerendered markup (createRoot, not hydrateRoot): the first client
// render depends on this browser's storage (the cart badge, the store), which a build cannot know.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { chunkClosure, GENERIC_PATH, SHELL_PATHS, writeRouteShells, type Manifest } from './route-shells.ts';

/** Pictures the prerendered shell shows, kept for offline use with the rest of the shell. */
const SHELL_ART = ['/art/hot-beverage.svg', '/art/snowflake.svg'];
const ROOT_ELEMENT = '<div id="root"></div>';
/** Around the prerendered app inside #root: where the server puts a page it renders itself. */
const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';

/**
 * The app's first render at each of `paths`, from a Node build of src/prerender/render-shell.tsx. The
 * bundle stays in dist/.server/ (never served: web-app-routes.ts skips dot folders): the server
 * imports it to render the pages that show menu data.
 */
async function renderShells(
  config: ResolvedConfig,
  outDir: string,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const serverDir = join(outDir, '.server');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // Self-contained: the server imports it from dist/, where the web app's packages may not resolve.
    ssr: { noExternal: true },
    build: {
      ssr: resolve(config.root, 'src/prerender/render-shell.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render-shell.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(join(serverDir, 'render-shell.mjs')).href)) as {
    renderShell: (path: string) => string;
  };
  return new Map(paths.map((path) => [path, module.renderShell(path)]));
}

/**
 * Puts the app's stylesheet into the HTML: the first paint then needs one response, not two (a
 * render-blocking request less on a slow network). The CSP allows inline styles (style-src
 * 'unsafe-inline', apps/api/src/http/security-headers.ts); it is one Tailwind file, so there is no
 * critical subset to pick.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) => `<style>${readFileSync(join(outDir, file), 'utf8')}</style>`,
  );
}

const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

async function buildServiceWorker(config: ResolvedConfig, outDir: string): Promise<void> {
  const manifest = readManifest(outDir);
  const precache = [
    '/index.html',
    '/menu.html',
    ...chunkClosure(manifest, ['index.html']).map((file) => `/${file}`),
  ];
  const assets = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].map((file) => `/${file}`);
  const hash = createHash('sha256');
  for (const path of precache) hash.update(path).update(readFileSync(join(outDir, path)));
  hash.update(assets.join('\n'));
  const id = hash.digest('base64url').slice(0, 12);
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    define: { __SW_BUILD__: JSON.stringify({ id, precache: [...precache, ...SHELL_ART], assets }) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: {
        entry: resolve(config.root, 'src/sw/service-worker.ts'),
        formats: ['iife'],
        name: 'brewlineServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}

export function shellPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'brewline-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The nested builds below load this config again: only the app's own client build runs this.
      if (config.build.ssr || config.build.lib) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
      const shells = await renderShells(config, outDir, [GENERIC_PATH, ...SHELL_PATHS]);
      const page = inlineStylesheets(template, outDir);
      const pageAt = (path: string) =>
        page.replace(
          ROOT_ELEMENT,
          () => `<div id="root">${APP_START}${shells.get(path) ?? ''}${APP_END}</div>`,
        );
      writeFileSync(join(outDir, 'index.html'), pageAt(GENERIC_PATH));
      writeRouteShells(outDir, readManifest(outDir), pageAt);
      await buildServiceWorker(config, outDir);
    },
  };
}
