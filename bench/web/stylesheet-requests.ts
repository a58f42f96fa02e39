// The customer app's stylesheet is inlined into every page's HTML (apps/web/build/shell-plugin.ts). A
// chunk that still names a .css file would have Vite's preload helper fetch that stylesheet again when
// the chunk is imported, find no <link> for it, add one, and hold the import until it has loaded: a
// second download of the whole stylesheet and a full style recalculation, on the way to the screen's
// largest paint (measured on /account/cards at 4x CPU, three pairs of runs: style recalculation
// 82–127 ms with it, 46–66 ms without). apps/web/vite.config.ts keeps the CSS out of the chunks
// (cssCodeSplit: false).
import { webChunksWhoseText } from './chunks-whose-text.ts';

/** The built JavaScript files of `dist` that name a stylesheet to fetch. */
export function chunksFetchingStylesheets(dist: string): string[] {
  return webChunksWhoseText(dist, (text) => /assets\/[\w.-]+\.css/.test(text));
}
