// The layout shifts a page has had so far (the CLS sum, without the input exclusion): the journeys that
// open on a server-drawn page check that the app's drawing over it moves nothing.
import type { Page } from '@playwright/test';

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/**
 * Each element inside `container` that a layout shift so far has moved, with the shift's score: a
 * shift too small to change the rounded CLS still names its element here.
 */
export function shiftsWithin(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const within = document.querySelector(selector);
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, sources } = entry as unknown as {
              value: number;
              sources: { node: Node | null }[];
            };
            for (const { node } of sources) {
              if (!node || !within?.contains(node)) continue;
              const element = node instanceof Element ? node : node.parentElement;
              moved.push(`${value.toFixed(5)} ${element?.outerHTML.slice(0, 120) ?? ''}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 100);
      }),
    container,
  );
}
