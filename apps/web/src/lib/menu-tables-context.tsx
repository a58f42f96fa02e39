// Makes the downloaded menu tables available to every screen, and holds the app back until all of
// them have arrived. A page the server rendered (with its own tables) is hydrated once they are in: until
// then React leaves the server's HTML as it is (use() suspends under app.tsx's boundary). A page the
// browser renders itself shows 'Downloading menu data...' with a progress bar from 0 to 100.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  downloadedTables,
  downloadMenuTables,
  followStartedDownload,
  settledDownload,
} from './menu-download.ts';
import { MenuDownloadFailed } from './menu-download-failed.tsx';
import { useIsServerRender } from './server-render.ts';

const MenuTablesContext = createContext<MenuTables | null>(null);

/** A promise use() reads at once: React's thenable protocol marks it fulfilled with its value. */
const NOTHING_TO_WAIT_FOR: Promise<null> = Object.assign(Promise.resolve(null), {
  status: 'fulfilled',
  value: null,
});

export function useMenuTables(): MenuTables {
  const tables = useContext(MenuTablesContext);
  if (!tables) throw new Error('useMenuTables must be used inside <MenuTablesProvider>');
  return tables;
}

/** Tables already in memory, for a tree rendered without the download (the component tests). */
export function MenuTablesValue({ tables, children }: { tables: MenuTables; children: ReactNode }) {
  return <MenuTablesContext.Provider value={tables}>{children}</MenuTablesContext.Provider>;
}

type DownloadState =
  { phase: 'loading'; percent: number } | { phase: 'failed' } | { phase: 'ready'; tables: MenuTables };

/**
 * Centres the download status on its own (the default while the tables download). Centred from the
 * top (30vh less half the status's 10rem), not by justify-center: a slow phone paints the server's
 * HTML half-parsed, and a vertically centred status would move up as each of its lines arrived.
 */
export function centredStatus(status: ReactNode): ReactNode {
  return (
    <div className="flex min-h-[60vh] flex-col items-center gap-4 px-6 pt-[calc(30vh-5rem)] text-center">
      {status}
    </div>
  );
}

/**
 * `placeholder` lays the download status out inside a screen-shaped skeleton (the chrome passes one
 * per route), so the first paint already has the page's shape and nothing jumps when the tables land.
 */
export function MenuTablesProvider({
  children,
  placeholder = centredStatus,
  initialTables,
}: {
  children: ReactNode;
  placeholder?: (status: ReactNode) => ReactNode;
  /** Tables already in: the page the server rendered with them (main.tsx) and that render itself. */
  initialTables?: MenuTables | undefined;
}) {
  // Hydrating the server's page: it was rendered with the tables, so wait for ours (a failed download
  // is told and retried above the page: menu-download-alert.tsx). use() runs on every render (React
  // asks it of a component that suspended), on an answer already in otherwise.
  const hydrating = useIsServerRender() && !initialTables;
  const awaited = use(hydrating ? settledDownload() : NOTHING_TO_WAIT_FOR);
  const first = initialTables ?? awaited ?? downloadedTables();
  const [state, setState] = useState<DownloadState>(() =>
    first ? { phase: 'ready', tables: first } : { phase: 'loading', percent: 0 },
  );
  const [attempt, setAttempt] = useState(0);
  // The tables once they are in: StrictMode runs the effect below twice, and the download must not
  // start over.
  const tablesIn = useRef(first);

  useEffect(() => {
    if (tablesIn.current) return;
    let cancelled = false;
    setState({ phase: 'loading', percent: 0 });
    const onProgress = (percent: number) => {
      if (!cancelled) setState({ phase: 'loading', percent });
    };
    // The first attempt follows the download main.tsx started before the first render; a retry
    // (the button below) downloads afresh.
    const early = attempt === 0 ? followStartedDownload(onProgress) : null;
    (early?.tables ?? downloadMenuTables(onProgress, { attempt }))
      .then((tables) => {
        if (cancelled) return;
        // Show the completed bar for one frame: the app counts as loaded only at 100.
        setState({ phase: 'loading', percent: 100 });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // A transition: the first render of the whole screen yields to the browser every few
            // milliseconds instead of blocking it in one long task (Lighthouse's TBT).
            if (cancelled) return;
            tablesIn.current = tables;
            startTransition(() => setState({ phase: 'ready', tables }));
          }),
        );
      })
      .catch(() => {
        if (!cancelled) setState({ phase: 'failed' });
      });
    return () => {
      cancelled = true;
      early?.stop();
    };
  }, [attempt]);

  if (state.phase === 'ready') {
    return <MenuTablesContext.Provider value={state.tables}>{children}</MenuTablesContext.Provider>;
  }
  return placeholder(
    <>
      <img src="/art/hot-beverage.svg" alt="" width={64} height={64} />
      {state.phase === 'failed' ? (
        <MenuDownloadFailed onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <>
          <p className="font-medium text-stone-700">Downloading menu data...</p>
          <progress
            className="menu-progress h-2 w-64 overflow-hidden rounded-full"
            max={100}
            value={state.percent}
            aria-label="Downloading menu data"
            data-testid="menu-progress"
          />
          {/* Always three figures wide (figure spaces before a short number, tabular digits): centred
              text that grew from '0%' to '100%' would move its start at each step (a layout shift).
              One string: the server's HTML then has no comment between number and '%', where a
              sweep of held pages stopped a paint and the '%' moved it (0.000004 on a desktop). */}
          <span className="text-sm text-stone-500 tabular-nums" data-testid="menu-progress-value">
            {`${String(state.percent).padStart(3, '\u2007')}%`}
          </span>
        </>
      )}
    </>,
  );
}
