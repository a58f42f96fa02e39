// A response body compressed once, ahead of time, in every encoding we offer, with its ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PrecompressedFile {
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/**
 * Brotli's best (11) for what is compressed once, at start-up or on first use; a page compressed for
 * a request takes `BROTLI_PER_REQUEST`: about 1 ms instead of 90 for a 66 KiB page, for 10 % more bytes.
 */
export const BROTLI_PER_REQUEST = 5;

const brotliParams = (quality: number, body: Buffer) => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** The ETag of a body: a hash of its content, whatever encoding is sent. */
export function contentEtag(content: string | Buffer): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 16)}"`;
}

export function precompress(
  content: string | Buffer,
  contentType = 'application/json; charset=utf-8',
  brotliQuality = 11,
): PrecompressedFile {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    contentType,
    body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, brotliParams(brotliQuality, body)),
    etag: contentEtag(body),
  };
}

const brotliCompressAsync = promisify(brotliCompress);

/** Files compressed quickly by `precompressNow` and not yet at brotli's best. */
const quickFiles = new WeakSet<PrecompressedFile>();

/**
 * For a file needed now that is then served for long (a table of a menu just published): brotli at
 * `BROTLI_PER_REQUEST` now, at its best later with `compressAtBest`. Brotli 11 takes 0.6 s of a core
 * for the 10x products table, 8 ms at 5; the content and so the ETag are the same either way.
 */
export function precompressNow(
  content: string | Buffer,
  contentType = 'application/json; charset=utf-8',
): PrecompressedFile {
  const file = precompress(content, contentType, BROTLI_PER_REQUEST);
  quickFiles.add(file);
  return file;
}

/** A file of `precompressNow` gets brotli's best, off the event loop (libuv's pool); others stay. */
export async function compressAtBest(file: PrecompressedFile): Promise<void> {
  if (!quickFiles.has(file)) return;
  quickFiles.delete(file);
  file.brotli = await brotliCompressAsync(file.body, brotliParams(11, file.body));
}

/**
 * Route options for routes that answer with `sendPrecompressed`: @fastify/compress (registered
 * globally, for GraphQL) would otherwise add three hooks to each of them that can only ever find the
 * body already compressed; the menu files' rate is measured against a bare server (docs/performance.md).
 */
export const PRECOMPRESSED_ROUTE = { compress: false, decompress: false } as const;

/** Sends the best encoding the client accepts, or 304 when its cached copy is current. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PrecompressedFile,
  cacheControl: string,
): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}
