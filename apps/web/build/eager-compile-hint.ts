// Marks every chunk of the browser's build for eager compilation (V8's explicit compile hints, Chrome
// 136 and later): a file whose first line is `//# allFunctionsCalledOnLoad` has all its functions
// compiled when the file is, on the thread that streams it in while it downloads, instead of each one
// on the page's main thread the first time it is called. A first load calls most of what it downloads
// (the app's chunks are split by route), and those first calls were a large part of its long tasks on
// a phone (issue 21). Other browsers read a comment.
//
// Rolldown's postBanner puts the line first, after minification; Vite then writes its preload map
// (`const __vite__mapDeps=…`) above it in the chunks that import lazily. This moves the hint back to
// the first line there: the two lines trade places, and neither carries source mappings, so a build
// with source maps (the bench's) still maps every line.
import type { Plugin } from 'vite';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A chunk's code with the hint on its first line: as it is, or with Vite's preload map moved below the
 * hint. Throws when the hint is not on either of the first two lines (postBanner not applied).
 */
export function withHintFirst(code: string, fileName: string): string {
  if (code.startsWith(`${EAGER_COMPILE_HINT}\n`)) return code;
  const [first = '', second, ...rest] = code.split('\n');
  if (second !== EAGER_COMPILE_HINT)
    throw new Error(`${fileName}: the compile hint is not on its first two lines`);
  return [second, first, ...rest].join('\n');
}

export function eagerCompileHint(): Plugin {
  return {
    name: 'brewline-eager-compile-hint',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withHintFirst(chunk.code, chunk.fileName);
        }
      },
    },
  };
}
