// After `vite build` has written dist/: (1) builds the server's render of the app (dist/.server/,
// never served: the API imports it to render every page at request time, apps/api/src/http/
// server-rendered-pages.ts); (2) puts the stylesheet inline in index.html, the template the server
// renders into, so a first paint needs one response; (3) builds the service worker (/sw.js) with this
// build's file lists. Production builds only (`vite` in dev serves the plain index.html).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Pictures the offline shell shows, kept with the rest of it. */
const SHELL_ART = ['/art/hot-beverage.svg', '/art/snowflake.svg'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A self-contained Node bundle of src/server/render-page.tsx: dist/.server/render-page.mjs. */
async function buildServerRender(config: ResolvedConfig, outDir: string): Promise<void> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // Self-contained: the server imports it from dist/, where the web app's packages may not resolve.
    ssr: { noExternal: true },
    build: {
      ssr: resolve(config.root, 'src/server/render-page.tsx'),
      outDir: join(outDir, '.server'),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
}

function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) => `<style>${readFileSync(join(outDir, file), 'utf8')}</style>`,
  );
}

/** The files `key` loads, with everything it imports statically. */
function chunkClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const visit = (name: string): void => {
    const chunk = manifest[name];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

async function buildServiceWorker(config: ResolvedConfig, outDir: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const precache = ['/index.html', ...chunkClosure(manifest, 'index.html').map((file) => `/${file}`)];
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
      const indexPath = join(outDir, 'index.html');
      writeFileSync(indexPath, inlineStylesheets(readFileSync(indexPath, 'utf8'), outDir));
      await buildServerRender(config, outDir);
      await buildServiceWorker(config, outDir);
    },
  };
}
