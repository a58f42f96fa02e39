// A built app is compressed once per build (http/build-compression-cache.ts): the first start keeps
// each file's gzip and brotli in dist/.compressed, later starts read them, and a kept copy that does
// not decompress to the file as it is now is never served.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPRESSED_DIR } from '../src/http/build-compression-cache.ts';
import { loadWebApp, registerWebAppRoutes } from '../src/http/web-app-routes.ts';
import { writeWebDist } from './support/web-dist.ts';

const ENTRY = 'assets/index-Ab12Cd34.js';
const ENTRY_CODE = `console.log(${JSON.stringify('entry '.repeat(200))});`;

function keptCopy(dist: string, file: string, encoding: 'br' | 'gz'): string {
  return join(dist, COMPRESSED_DIR, `${file}.${encoding}`);
}

function keep(dist: string, file: string, encoding: 'br' | 'gz', content: Buffer): void {
  const path = keptCopy(dist, file, encoding);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
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

  it('keeps what the first start compressed, and serves it from memory but never as a file', async () => {
    const dist = newDist();
    const files = await loadWebApp(dist);
    expect(brotliDecompressSync(readFileSync(keptCopy(dist, ENTRY, 'br'))).toString()).toBe(ENTRY_CODE);
    expect(gunzipSync(readFileSync(keptCopy(dist, ENTRY, 'gz'))).toString()).toBe(ENTRY_CODE);
    expect(files.get(`/${ENTRY}`)?.brotli).toEqual(readFileSync(keptCopy(dist, ENTRY, 'br')));
    expect([...files.keys()].sort()).toEqual(['/assets/index-Ab12Cd34.js', '/index.html']);

    const app = Fastify();
    registerWebAppRoutes(app, files);
    const asked = await app.inject({ url: `/${COMPRESSED_DIR}/${ENTRY}.br` });
    expect(asked.statusCode).toBe(404);
    const entry = await app.inject({ url: `/${ENTRY}`, headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(ENTRY_CODE);
    await app.close();
  });

  it('reads a kept copy on a later start instead of compressing again', async () => {
    const dist = newDist();
    await loadWebApp(dist);
    // A copy the server would not have made itself (brotli's fastest): used as it is.
    const fastest = brotliCompressSync(Buffer.from(ENTRY_CODE), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    keep(dist, ENTRY, 'br', fastest);
    const files = await loadWebApp(dist);
    expect(files.get(`/${ENTRY}`)?.brotli).toEqual(fastest);
  });

  it('never serves a kept copy of another content, and keeps the right one instead', async () => {
    const dist = newDist();
    keep(dist, ENTRY, 'br', brotliCompressSync(Buffer.from('console.log("an older build");')));
    keep(dist, ENTRY, 'gz', Buffer.from('not gzip at all'));
    const files = await loadWebApp(dist);
    const entry = files.get(`/${ENTRY}`);
    expect(brotliDecompressSync(entry?.brotli ?? Buffer.alloc(0)).toString()).toBe(ENTRY_CODE);
    expect(gunzipSync(entry?.gzip ?? Buffer.alloc(0)).toString()).toBe(ENTRY_CODE);
    expect(brotliDecompressSync(readFileSync(keptCopy(dist, ENTRY, 'br'))).toString()).toBe(ENTRY_CODE);
  });

  it('still starts on a build it cannot write to', async () => {
    const dist = newDist();
    // A file where the folder would go: mkdir fails, as it would on a read-only image.
    writeFileSync(join(dist, COMPRESSED_DIR), '');
    const files = await loadWebApp(dist);
    expect(gunzipSync(files.get(`/${ENTRY}`)?.gzip ?? Buffer.alloc(0)).toString()).toBe(ENTRY_CODE);
    expect(existsSync(keptCopy(dist, ENTRY, 'br'))).toBe(false);
  });
});
