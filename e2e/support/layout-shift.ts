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
 * shift too small to change the rounded CLS still names its element here. An element moved and then
 * replaced (the app's render taking over the server's button, say) is no longer in the page, and the
 * browser no longer names it: such a source counts when both its boxes, before and after the move,
 * lie within the container's box, so that a replaced element's move is not missed.
 */
export function shiftsWithin(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const within = document.querySelector(selector);
        const box = within?.getBoundingClientRect();
        const inBox = (rect: DOMRectReadOnly) =>
          box !== undefined &&
          rect.width * rect.height > 0 &&
          rect.left >= box.left &&
          rect.right <= box.right &&
          rect.top >= box.top &&
          rect.bottom <= box.bottom;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, sources } = entry as unknown as {
              value: number;
              sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            for (const { node, previousRect, currentRect } of sources) {
              if (node?.isConnected) {
                if (!within?.contains(node)) continue;
                const element = node instanceof Element ? node : node.parentElement;
                moved.push(`${value.toFixed(5)} ${element?.outerHTML.slice(0, 120) ?? ''}`);
              } else if (inBox(previousRect) && inBox(currentRect)) {
                const { x, y, width, height } = previousRect;
                moved.push(
                  `${value.toFixed(5)} a removed element, from ${x},${y} ${width}×${height} to ${currentRect.x},${currentRect.y}`,
                );
              }
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 100);
      }),
    container,
  );
}
