// A built app is compressed once per build (http/build-compression-cache.ts): the first start keeps
// each file's gzip and brotli beside it, where @fastify/static finds them, later starts read them,
// and a kept copy that does not decompress to the file as it is now is never served.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWebApp, registerWebAppRoutes, type WebApp } from '../src/http/web-app-routes.ts';
import { writeWebDist } from './support/web-dist.ts';

const ENTRY = 'assets/index-Ab12Cd34.js';
const ENTRY_CODE = `console.log(${JSON.stringify('entry '.repeat(200))});`;

function keptCopy(dist: string, file: string, encoding: 'br' | 'gz'): string {
  return join(dist, `${file}.${encoding}`);
}

function keep(dist: string, file: string, encoding: 'br' | 'gz', content: Buffer): void {
  writeFileSync(keptCopy(dist, file, encoding), content);
}

/** The entry as a browser that takes `encoding` gets it. */
async function served(webApp: WebApp, url: string, encoding: string) {
  const app = Fastify();
  registerWebAppRoutes(app, webApp);
  const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
  await app.close();
  return response;
}

describe('a build compressed once', () => {
  const dists: string[] = [];
  afterEach(() => {
    for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
  });
  const newDist = (): string => {
    const dist = writeWebDist({ 'index.html': '<html>app</html>', [ENTRY]: ENTRY_CODE });
    dists.push(dist);
    return dist;
  };

  it('keeps what the first start compressed beside each file, and serves it but never as a file', async () => {
    const dist = newDist();
    const webApp = await loadWebApp(dist);
    expect(brotliDecompressSync(readFileSync(keptCopy(dist, ENTRY, 'br'))).toString()).toBe(ENTRY_CODE);
    expect(gunzipSync(readFileSync(keptCopy(dist, ENTRY, 'gz'))).toString()).toBe(ENTRY_CODE);
    expect(gunzipSync(readFileSync(keptCopy(dist, 'index.html', 'gz'))).toString()).toBe('<html>app</html>');

    expect((await served(webApp, `/${ENTRY}.br`, 'br')).statusCode).toBe(404);
    const entry = await served(webApp, `/${ENTRY}`, 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.rawPayload).toEqual(readFileSync(keptCopy(dist, ENTRY, 'br')));
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(ENTRY_CODE);
    const gzipped = await served(webApp, `/${ENTRY}`, 'gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ENTRY_CODE);
  });

  it('reads a kept copy on a later start instead of compressing again', async () => {
    const dist = newDist();
    await loadWebApp(dist);
    // A copy the server would not have made itself (brotli's fastest): used as it is.
    const fastest = brotliCompressSync(Buffer.from(ENTRY_CODE), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    keep(dist, ENTRY, 'br', fastest);
    const webApp = await loadWebApp(dist);
    expect(readFileSync(keptCopy(dist, ENTRY, 'br'))).toEqual(fastest);
    expect((await served(webApp, `/${ENTRY}`, 'br')).rawPayload).toEqual(fastest);
  });

  it('never serves a kept copy of another content, and keeps the right one instead', async () => {
    const dist = newDist();
    keep(dist, ENTRY, 'br', brotliCompressSync(Buffer.from('console.log("an older build");')));
    keep(dist, ENTRY, 'gz', Buffer.from('not gzip at all'));
    const webApp = await loadWebApp(dist);
    expect(brotliDecompressSync((await served(webApp, `/${ENTRY}`, 'br')).rawPayload).toString()).toBe(
      ENTRY_CODE,
    );
    expect(gunzipSync((await served(webApp, `/${ENTRY}`, 'gzip')).rawPayload).toString()).toBe(ENTRY_CODE);
    expect(brotliDecompressSync(readFileSync(keptCopy(dist, ENTRY, 'br'))).toString()).toBe(ENTRY_CODE);
  });

  it('still starts on a build it cannot write to, and serves its files as they are', async () => {
    const dist = newDist();
    // Folders where the copies would be written first, as a read-only image refuses them.
    for (const encoding of ['br', 'gz'] as const) {
      mkdirSync(`${keptCopy(dist, ENTRY, encoding)}.${process.pid}.partial`);
    }
    const webApp = await loadWebApp(dist);
    expect(existsSync(keptCopy(dist, ENTRY, 'br'))).toBe(false);
    const entry = await served(webApp, `/${ENTRY}`, 'br');
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toBe(ENTRY_CODE);
  });
});
