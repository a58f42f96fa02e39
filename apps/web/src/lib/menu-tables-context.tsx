// Makes the downloaded menu tables available to every screen, and holds the app back until all of
// them have arrived ('Downloading menu data...' with a progress bar from 0 to 100).
import type { MenuTables } from '@brewline/domain/menu-tables';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { downloadMenuTables } from './menu-download.ts';

const MenuTablesContext = createContext<MenuTables | null>(null);

export function useMenuTables(): MenuTables {
  const tables = useContext(MenuTablesContext);
  if (!tables) throw new Error('useMenuTables must be used inside <MenuTablesProvider>');
  return tables;
}

type DownloadState =
  { phase: 'loading'; percent: number } | { phase: 'failed' } | { phase: 'ready'; tables: MenuTables };

export function MenuTablesProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DownloadState>({ phase: 'loading', percent: 0 });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ phase: 'loading', percent: 0 });
    downloadMenuTables((percent) => {
      if (!cancelled) setState({ phase: 'loading', percent });
    })
      .then((tables) => {
        if (cancelled) return;
        // Show the completed bar for one frame: the app counts as loaded only at 100.
        setState({ phase: 'loading', percent: 100 });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (!cancelled) setState({ phase: 'ready', tables });
          }),
        );
      })
      .catch(() => {
        if (!cancelled) setState({ phase: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state.phase === 'ready') {
    return <MenuTablesContext.Provider value={state.tables}>{children}</MenuTablesContext.Provider>;
  }
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <img src="/art/hot-beverage.svg" alt="" width={64} height={64} />
      {state.phase === 'failed' ? (
        <>
          <p role="alert" className="text-stone-700">
            It looks like we couldn't reach our servers. Please try again later.
          </p>
          <button type="button" className="btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </>
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
          <span className="text-sm text-stone-500" data-testid="menu-progress-value">
            {state.percent}%
          </span>
        </>
      )}
    </div>
  );
}
