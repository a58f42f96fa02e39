// Product and group art: GET /art/{name}.svg from the open Fluent Emoji set (MIT), until real photos exist.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import {
  PRECOMPRESSED_ROUTE,
  precompress,
  sendPrecompressed,
  type PrecompressedFile,
} from './precompressed.ts';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const iconSet = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;

export function artSvg(name: string): string | null {
  const icon = iconSet.icons[name];
  if (!icon) return null;
  const width = icon.width ?? iconSet.width ?? 32;
  const height = icon.height ?? iconSet.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`;
}

export function registerArtRoutes(app: FastifyInstance): void {
  const cache = new Map<string, PrecompressedFile>();
  app.get<{ Params: { name: string } }>('/art/:name', PRECOMPRESSED_ROUTE, (request, reply) => {
    const name = request.params.name.replace(/\.svg$/, '');
    let file = cache.get(name);
    if (!file) {
      const svg = artSvg(name);
      if (svg === null) return reply.code(404).send({ message: 'No such picture.' });
      file = precompress(svg, 'image/svg+xml');
      cache.set(name, file);
    }
    return sendPrecompressed(request, reply, file, 'public, max-age=86400');
  });
}
