// The browser's chunks open with V8's compile hint (build/eager-compile-hint.ts): Rolldown's
// postBanner writes it first, Vite's preload map may land above it, and the build puts it back on top.
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withHintFirst } from '../build/eager-compile-hint.ts';

const PRELOAD_MAP =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);';

describe('the eager compile hint on a chunk’s first line', () => {
  it('leaves a chunk that opens with it as it is', () => {
    const code = `${EAGER_COMPILE_HINT}\nimport{a as e}from"./a.js";e();`;
    expect(withHintFirst(code, 'b.js')).toBe(code);
  });

  it('moves it above the preload map Vite wrote on top, keeping every other line where it was', () => {
    const code = `${PRELOAD_MAP}\n${EAGER_COMPILE_HINT}\nimport{a as e}from"./a.js";\ne();`;
    expect(withHintFirst(code, 'b.js').split('\n')).toEqual([
      EAGER_COMPILE_HINT,
      PRELOAD_MAP,
      'import{a as e}from"./a.js";',
      'e();',
    ]);
  });

  it('fails the build for a chunk without it', () => {
    expect(() => withHintFirst('import{a as e}from"./a.js";\ne();', 'b.js')).toThrow(
      'b.js: the compile hint is not on its first two lines',
    );
  });
});
