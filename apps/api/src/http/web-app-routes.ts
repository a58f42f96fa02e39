// Serves a built app. Its files go through @fastify/static, a route for each, as the gzip or brotli
// kept beside the file when the browser takes one (build-compression-cache.ts). Every other GET
// without a file extension gets an HTML page so the client-side router can take the path: the app
// rendered at that path (server-rendered-pages.ts), or index.html, the app's empty shell, where there
// is no renderer (the store board) or it declines.
// Hashed assets are cached forever. Every other file is revalidated on each use: the service worker
// (/sw.js) too, so a new build's worker is found on the next visit; it sits at the root, so its
// default scope is the whole app.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './server-rendered-pages.ts';
import { compressBuild, COMPRESSED_SUFFIXES } from './build-compression-cache.ts';
import {
  PRECOMPRESSED_ROUTE,
  precompress,
  sendPrecompressed,
  type PrecompressedFile,
} from './precompressed.ts';

/** A built app: where its files are, and its shell, the template of every page. */
export interface WebApp {
  distDir: string;
  indexHtml: PrecompressedFile | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

// RFC 9239 names JavaScript text/javascript; @fastify/send's mime table (v3) says application/javascript.
mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

async function readShell(distDir: string): Promise<PrecompressedFile | null> {
  const html = await readFile(join(distDir, 'index.html')).catch(() => null);
  return html ? precompress(html, 'text/html; charset=utf-8') : null;
}

export async function loadWebApp(distDir: string): Promise<WebApp> {
  await compressBuild(distDir);
  return { distDir, indexHtml: await readShell(distDir) };
}

/** The build's files, each at its path under `prefix`. */
function registerFiles(app: FastifyInstance, distDir: string, prefix: string): void {
  const assetsDir = join(distDir, 'assets', '/');
  void app.register(fastifyStatic, {
    root: distDir,
    prefix: `${prefix}/`,
    // A route for each file the build has: any other path is the pages' (below).
    wildcard: false,
    index: false,
    globIgnore: COMPRESSED_SUFFIXES.map((suffix) => `**/*${suffix}`),
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
}

/** Serves the app at `prefix` (the customer app at the root, the store board at /board). */
export function registerWebAppRoutes(
  app: FastifyInstance,
  webApp: WebApp,
  prefix = '',
  /** A `Link` header for the app's pages (not its assets), read on each request: the menu's tables. */
  pageLinks?: () => string,
  /** Renders the app's pages; without it they get index.html as it is. */
  renderer?: PageRenderer | null,
): void {
  registerFiles(app, webApp.distDir, prefix);
  const { indexHtml } = webApp;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const path = pathname.slice(prefix.length) || '/';
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
