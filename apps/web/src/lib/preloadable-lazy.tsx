// React.lazy with a `preload()`: the code can be asked for ahead of the first render (the screen the
// app opens on, the route declarations, routes.tsx), and a component mounted after its code has arrived renders at
// once. A plain lazy() suspends on its first render even then: its Suspense boundary commits the
// fallback and, once a fallback has been shown, React holds the next reveal back for its fallback
// throttle (300 ms), in front of the screen's largest paint.
import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface PreloadableLazy<P extends object> {
  (props: P): JSX.Element;
  /**
   * Starts loading the code now. Settles once it has loaded or failed; a failure is left for the
   * render to report.
   */
  preload: () => Promise<void>;
}

export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(start);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would be a
    // different element type, and remount what it shows.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  Preloadable.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Preloadable;
}
