// A screen's view is counted once per thing viewed while the screen is mounted. An effect may run
// again on a mounted component (StrictMode in development, a Suspense boundary showing its content
// again), and the funnel (raw counts) must not grow steps no customer took.
import type { AnalyticsEvent, AnalyticsEventName } from '@brewline/domain/reports/analytics-events';
import { useEffect, useRef } from 'react';
import { track } from './analytics.ts';

/**
 * Calls `onView` after the first render for each new `key` (the thing viewed: a product id, a step),
 * never twice in a row for the same key.
 */
export function useOnceFor(key: string, onView: () => void): void {
  const last = useRef<string | null>(null);
  const latest = useRef(onView);
  latest.current = onView;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    latest.current();
  }, [key]);
}

/** Tracks `name` with `props` once per `key` (see useOnceFor). */
export function useTrackView(name: AnalyticsEventName, props: AnalyticsEvent['props'], key: string): void {
  useOnceFor(key, () => track(name, props));
}
