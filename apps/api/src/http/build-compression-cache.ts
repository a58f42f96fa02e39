// A built app's files compressed once per build, not once per start: the first server to start on a
// build keeps each file's gzip and brotli beside it (dist/.compressed, which is never served), and
// every later start and restart reads them. Brotli's best took 3 s of a core for the three apps at
// each start, while the server that stays up takes over the connections of the one restarting
// (docs/performance.md, round 5).
// A kept copy is used only when it decompresses to the file as it is now, so a stale or damaged one
// (a build over an old dist, a copy cut short) is never served: that check costs milliseconds.
// A dist the server may not write (a read-only image) is compressed at every start, as before.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentEtag, precompress, type PrecompressedFile } from './precompressed.ts';

/** The folder of the kept copies, inside the build: a dot folder, which loadWebApp never serves. */
export const COMPRESSED_DIR = '.compressed';

async function readKept(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

function decompressesTo(compressed: Buffer, body: Buffer, decompress: (input: Buffer) => Buffer): boolean {
  try {
    return decompress(compressed).equals(body);
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

/** The file at `path` of the build in `distDir`, compressed: from the kept copies when they match. */
export async function compressedBuildFile(
  distDir: string,
  path: string,
  contentType: string,
): Promise<PrecompressedFile> {
  const body = await readFile(path);
  const kept = join(distDir, COMPRESSED_DIR, relative(distDir, path));
  const [gzip, brotli] = await Promise.all([readKept(`${kept}.gz`), readKept(`${kept}.br`)]);
  if (
    gzip &&
    brotli &&
    decompressesTo(gzip, body, gunzipSync) &&
    decompressesTo(brotli, body, brotliDecompressSync)
  ) {
    return { contentType, body, gzip, brotli, etag: contentEtag(body) };
  }
  const file = precompress(body, contentType);
  try {
    await mkdir(dirname(kept), { recursive: true });
    await Promise.all([keep(`${kept}.gz`, file.gzip), keep(`${kept}.br`, file.brotli)]);
  } catch {
    // A build the server cannot write to: compressed again at the next start.
  }
  return file;
}
