// The build rewrites Vite's preload helper (build/preload-links-in-turns.ts) so that a dynamic
// import's <link rel=modulepreload> are added a few per task, and the import waits until all are in.
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, withLinksInTurns } from '../build/preload-links-in-turns.ts';

// The part of Vite's helper the rewrite touches: one link per dependency, added by the one statement.
const HELPER = `
globalThis.preloadForTest = (hrefs) =>
  Promise.all(
    hrefs.map((href) => {
      const isCss = href.endsWith('.css');
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }),
  );
`;

declare global {
  var preloadForTest: ((hrefs: string[]) => Promise<unknown>) | undefined;
}

const links = () => document.head.querySelectorAll('link[rel=modulepreload]').length;
const nextTask = () => new Promise((resume) => setTimeout(resume, 0));

/** Runs the rewritten helper in the page's context (the test's document). */
function loadRewritten(helper: string): void {
  runInThisContext(withLinksInTurns(helper));
}

afterEach(() => {
  document.head.replaceChildren();
  globalThis.preloadForTest = undefined;
});

describe('modulepreload links added in turns', () => {
  it('adds a few links per task, and settles once every one is in', async () => {
    loadRewritten(HELPER);
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    let settled = false;
    const all = globalThis.preloadForTest?.(hrefs).then(() => {
      settled = true;
    });
    // None in the calling code itself, the first few once it has returned (still in its task).
    expect(links()).toBe(0);
    await Promise.resolve();
    expect(links()).toBe(LINKS_PER_TASK);
    expect(settled).toBe(false);
    await nextTask();
    expect(links()).toBe(2 * LINKS_PER_TASK);
    await all;
    expect(links()).toBe(20);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(
      hrefs,
    );
  });

  it('fails the build when the helper no longer adds its links as expected', () => {
    expect(() => withLinksInTurns('document.head.append(link);')).toThrow(
      /has Vite's preload helper changed/,
    );
  });
});
