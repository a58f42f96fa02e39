// The store the customer orders from: its details, what it cannot make right now, and the switch
// that opens the store picker. Menu visibility, prices and availability all follow it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { readSelectedStoreId, writeSelectedStoreId } from './selected-store.ts';
import type {
  default as SelectedStoreQueryRunnerView,
  ReceivedStoreAnswer,
  SelectedStoreQueryState,
} from './selected-store-query-runner.tsx';
import { announceStoreChange } from './store-change.ts';
import { useIsServerRender } from './server-render.ts';
import type { SelectedStore } from './store-queries.ts';

// The query and the GraphQL code load only once a store is chosen (graphql-provider.tsx). The runner
// is mounted once its chunk is in, not through lazy() and Suspense: it renders nothing, and a Suspense
// fallback committed at the first render would make React hold back the screen's own reveal for its
// fallback throttle (300 ms). Once loaded, a provider's first render takes the runner and the answer
// the page load prefetched (the feature's routes.tsx) at once, so that render is already the answered one.
type Runner = ComponentType<ComponentProps<typeof SelectedStoreQueryRunnerView>>;
interface LoadedRunner {
  readonly Runner: Runner;
  readonly prefetch: (storeId: number) => Promise<void>;
  readonly prefetchedAnswer: (storeId: number) => ReceivedStoreAnswer | null;
}
let loaded: LoadedRunner | null = null;
let runnerLoad: Promise<LoadedRunner> | null = null;
const loadRunner = (): Promise<LoadedRunner> => {
  runnerLoad ??= import('./selected-store-query-runner.tsx').then(
    (module) =>
      (loaded = {
        Runner: module.default,
        prefetch: module.prefetchSelectedStoreQuery,
        prefetchedAnswer: module.prefetchedStoreAnswer,
      }),
  );
  // A failed load is tried again by the next provider that wants it.
  runnerLoad.catch(() => {
    runnerLoad = null;
  });
  return runnerLoad;
};

/**
 * Loads the store query's code and asks for the store at once. Settles once the answer is in, or
 * failed.
 */
export function prefetchSelectedStore(storeId: number): Promise<void> {
  return loadRunner().then(({ prefetch }) => prefetch(storeId));
}

/** A returning customer's store is asked for as the app starts (main.tsx): most screens show it. */
export function prefetchStoreQuery(): void {
  const storeId = readSelectedStoreId();
  if (storeId !== null) prefetchSelectedStore(storeId).catch(() => undefined);
}

interface SelectedStoreValue {
  storeId: number | null;
  store: SelectedStore | null;
  unavailableProductIds: ReadonlySet<number>;
  chooseStore: (storeId: number) => void;
  pickerOpen: boolean;
  /**
   * The server's clock now, as far as the app can tell: the minute the server answered for the store
   * plus the time elapsed since (a monotonic clock, so a device clock hours off changes nothing).
   * Store-hours decisions in the browser run on it, never on the device's clock.
   */
  serverNow: () => Date;
  /** Why the picker was opened for the customer (a closed store at Add to Cart), if it was. */
  pickerReason: string | null;
  setPickerOpen: (open: boolean, reason?: string) => void;
}

const SelectedStoreContext = createContext<SelectedStoreValue | null>(null);

export function useSelectedStore(): SelectedStoreValue {
  const value = useContext(SelectedStoreContext);
  if (!value) throw new Error('useSelectedStore must be used inside <SelectedStoreProvider>');
  return value;
}

const NO_PRODUCTS: ReadonlySet<number> = new Set();

/** The selected store's 86 list, or none outside a store provider (a tree rendered on its own). */
export function useUnavailableProductIds(): ReadonlySet<number> {
  return useContext(SelectedStoreContext)?.unavailableProductIds ?? NO_PRODUCTS;
}

export function SelectedStoreProvider({ children }: { children: ReactNode }) {
  const [storedId, setStoreId] = useState<number | null>(readSelectedStoreId);
  // The server knows no store: the page it rendered is hydrated without one, then shows this browser's.
  const storeId = useIsServerRender() ? null : storedId;
  const [picker, setPicker] = useState<{ open: boolean; reason: string | null }>({
    open: false,
    reason: null,
  });
  const setPickerOpen = useCallback(
    (open: boolean, reason?: string) => setPicker({ open, reason: open ? (reason ?? null) : null }),
    [],
  );
  const [answer, setAnswer] = useState<ReceivedStoreAnswer | null>(() =>
    storeId === null ? null : (loaded?.prefetchedAnswer(storeId) ?? null),
  );
  const refetchStore = useRef<(() => void) | null>(null);
  const receiveAnswer = useCallback((state: SelectedStoreQueryState) => {
    refetchStore.current = state.refetch;
    // The runner's first report of the answer this provider started from changes nothing on screen.
    setAnswer((last) =>
      last?.storeId === state.storeId && JSON.stringify(last.data) === JSON.stringify(state.data)
        ? last
        : { storeId: state.storeId, data: state.data, receivedAt: performance.now() },
    );
  }, []);
  const chosen = useRef(storedId);
  const [Runner, setRunner] = useState<Runner | null>(() => loaded?.Runner ?? null);
  const wantsRunner = storeId !== null;
  // Asked for from the render, as lazy() would: the effect below only waits for it.
  if (wantsRunner && !Runner) void loadRunner().catch(() => undefined);
  useEffect(() => {
    if (!wantsRunner || Runner) return;
    let current = true;
    // Without its code the store stays unknown ('Select a Store'), as while it loads.
    loadRunner()
      .then((runner) => {
        if (current) setRunner(() => runner.Runner);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wantsRunner, Runner]);

  // A different store clears the order and the cart (store-change.ts) and loads its own unavailable
  // products; choosing the same store again only reloads them.
  const chooseStore = useCallback((id: number) => {
    if (id === chosen.current) {
      refetchStore.current?.();
      return;
    }
    chosen.current = id;
    writeSelectedStoreId(id);
    setStoreId(id);
    announceStoreChange(id);
  }, []);

  const value = useMemo<SelectedStoreValue>(() => {
    // Only the chosen store's answer: a previous store's never shows while the new one loads.
    const data = answer !== null && answer.storeId === storeId ? answer.data : null;
    const statusAt = data?.store?.statusAt ? Date.parse(data.store.statusAt) : Number.NaN;
    const receivedAt = answer?.receivedAt ?? 0;
    return {
      storeId,
      store: data?.store ?? null,
      serverNow: () =>
        Number.isNaN(statusAt) ? new Date() : new Date(statusAt + (performance.now() - receivedAt)),
      unavailableProductIds: data ? new Set(data.unavailableProducts) : NO_PRODUCTS,
      chooseStore,
      pickerOpen: picker.open,
      pickerReason: picker.reason,
      setPickerOpen,
    };
  }, [storeId, answer, chooseStore, picker, setPickerOpen]);

  return (
    <SelectedStoreContext.Provider value={value}>
      {storeId !== null && Runner && <Runner storeId={storeId} onChange={receiveAnswer} />}
      {children}
    </SelectedStoreContext.Provider>
  );
}
