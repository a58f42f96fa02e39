// Which built files a first visit loads: the entry chunk and every chunk it imports statically,
// followed through Vite's manifest (dist/.vite/manifest.json). Lazy chunks (dynamicImports) are not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS and CSS files a first visit downloads, entry first. */
export function firstLoadFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || js.includes(chunk.file)) return;
    js.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return { js: js.filter((file) => file.endsWith('.js')), css: [...css] };
}

export const gzipSize = (buffer: Buffer | string): number => gzipSync(buffer, { level: 9 }).length;
