// Serves the built web app from memory, precompressed. Hashed assets are cached forever; every other
// GET without a file extension gets an HTML page so the client-side router can take the path: the app
// rendered at that path (server-rendered-pages.ts), or index.html, the app's empty shell, where there is
// no renderer (the store board) or it declines.
// The service worker (/sw.js) is never cached by the browser's HTTP cache, so a new build's worker is
// found on the next visit; it sits at the root, so its default scope is the whole app.
import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './server-rendered-pages.ts';
import { compressedBuildFile } from './build-compression-cache.ts';
import { PRECOMPRESSED_ROUTE, sendPrecompressed, type PrecompressedFile } from './precompressed.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function loadWebApp(distDir: string): Promise<Map<string, PrecompressedFile>> {
  const files = new Map<string, PrecompressedFile>();
  for (const path of await listFiles(distDir)) {
    const urlPath = '/' + relative(distDir, path).split(sep).join('/');
    // The build's own folders (.vite's manifest, .server's render bundle) are not the app's to serve.
    if (urlPath.startsWith('/.')) continue;
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    files.set(urlPath, await compressedBuildFile(distDir, path, type));
  }
  return files;
}

/** Serves the app at `prefix` (the customer app at the root, the store board at /board). */
export function registerWebAppRoutes(
  app: FastifyInstance,
  files: Map<string, PrecompressedFile>,
  prefix = '',
  /** A `Link` header for the app's pages (not its assets), read on each request: the menu's tables. */
  pageLinks?: () => string,
  /** Renders the app's pages; without it they get index.html as it is. */
  renderer?: PageRenderer | null,
): void {
  const indexHtml = files.get('/index.html');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const path = pathname.slice(prefix.length) || '/';
    const asset = files.get(path);
    if (asset) {
      const immutable = path.startsWith('/assets/');
      return sendPrecompressed(
        request,
        reply,
        asset,
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    if (!indexHtml || extname(path) !== '') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    let page = indexHtml;
    if (renderer) {
      // A failed render still answers: the empty shell, which the browser renders itself.
      const rendered = await renderer.render(path, search, page).catch((error: unknown) => {
        request.log.error({ err: error, path }, 'server render failed; sending the shell');
        return null;
      });
      page = rendered ?? page;
    }
    if (pageLinks) reply.header('link', pageLinks());
    return sendPrecompressed(request, reply, page, 'no-cache');
  };
  // Marked as pages: canonical-host.ts sends one opened at a host we do not serve to the public URL.
  const pageRoute = { ...PRECOMPRESSED_ROUTE, config: { webAppPage: true } };
  app.get(`${prefix}/*`, pageRoute, handler);
  if (prefix) app.get(prefix, pageRoute, handler);
}
