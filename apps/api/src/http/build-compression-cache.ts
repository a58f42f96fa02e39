// A built app's files compressed once per build, for @fastify/static's `preCompressed`: the first
// server to start on a build writes each file's gzip and brotli beside it (main.js.gz, main.js.br),
// and every later start and restart finds them. Brotli's best took 3 s of a core for the three apps
// at each start, while the server that stays up takes over the connections of the one restarting
// (docs/architecture.md, "Starting a server").
// A kept copy stays only when it decompresses to the file as it is now, so a stale or damaged one
// (a build over an old dist, a copy cut short) is never served: that check costs milliseconds.
// A dist the server may not write (a read-only image) is served uncompressed.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompressed.ts';

/** The kept copies' suffixes, which @fastify/static looks for beside each file and never serves. */
export const COMPRESSED_SUFFIXES = ['.gz', '.br'] as const;

/** The files of a build that are the app's to serve: not the build's own dot folders, nor kept copies. */
export async function servedFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !COMPRESSED_SUFFIXES.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(distDir, path)
          .split('/')
          .some((part) => part.startsWith('.')),
    );
}

async function readKept(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

function decompressesTo(
  compressed: Buffer | null,
  body: Buffer,
  decompress: (input: Buffer) => Buffer,
): boolean {
  try {
    return compressed !== null && decompress(compressed).equals(body);
  } catch {
    return false;
  }
}

/** Writes whole files only (a temporary name, then a rename), as two servers may start at once. */
async function keep(path: string, content: Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}

async function compressBeside(path: string): Promise<void> {
  const body = await readFile(path);
  const [gzip, brotli] = await Promise.all([readKept(`${path}.gz`), readKept(`${path}.br`)]);
  if (decompressesTo(gzip, body, gunzipSync) && decompressesTo(brotli, body, brotliDecompressSync)) return;
  const file = precompress(body);
  try {
    await Promise.all([keep(`${path}.gz`, file.gzip), keep(`${path}.br`, file.brotli)]);
  } catch {
    // A build the server cannot write to: its files go uncompressed.
  }
}

/** Every served file of the build in `distDir` gets its gzip and brotli beside it, kept or made now. */
export async function compressBuild(distDir: string): Promise<void> {
  for (const path of await servedFiles(distDir)) await compressBeside(path);
}
