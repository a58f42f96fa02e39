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
