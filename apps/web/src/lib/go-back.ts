// "The user goes back" (docs/product/account.md#how-things-change) must not leave the app when the
// page was opened directly, from a shared link or a new tab. Each history entry the app creates is
// stamped with its depth inside the app; going back is history.back() only above depth 0, else a
// replace to a fallback.
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';

interface DepthState {
  brewlineDepth?: number;
}

let depth = 0;
let knownLength = 0;

/** Keeps the depth stamp up to date; mounted once, in the app chrome. */
export function useHistoryDepth(): void {
  const [location] = useLocation();
  useEffect(() => {
    const state = (history.state ?? null) as DepthState | null;
    if (typeof state?.brewlineDepth === 'number') {
      depth = state.brewlineDepth;
    } else {
      // A new entry: pushed when the history grew, else it replaced the entry at this depth.
      if (knownLength > 0 && history.length > knownLength) depth += 1;
      history.replaceState({ ...state, brewlineDepth: depth }, '');
    }
    knownLength = history.length;
  }, [location]);
}

export function goBack(fallback: string): void {
  if (depth > 0) history.back();
  else navigate(fallback, { replace: true });
}
