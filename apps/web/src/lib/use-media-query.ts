// Whether the window matches a media query, following it as the window changes. Where a layout shows
// one of two variants by screen width (the checkout's order beside the step or below it), the browser
// renders only the variant on screen: the other, hidden by the stylesheet, would still cost its whole
// render and its nodes on a phone's first load. The server's render (and a test without matchMedia)
// answers null: it cannot know the screen, so it draws both and lets the stylesheet choose.
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's md and lg breakpoints as media queries: where the stylesheet's `md:` and `lg:` start. */
export const FROM_MD = '(min-width: 48rem)';
export const FROM_LG = '(min-width: 64rem)';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : null),
    () => null,
  );
}
