// The products the toolbar's drink search suggests from. The toolbar sits outside the menu tables
// provider (it shows while the tables download), so it follows the download the app started as it
// started (main.tsx): the very tables, read and decoded once. Without one (the component tests) it
// reads the same files itself; they have content-hashed names and immutable caching, so the browser
// answers from its cache. At 10x, reading them again took the first keystroke's suggestion from about
// 240 ms.
//
// The first keystroke should find everything ready (bench:search in docs/performance.md: a suggestion
// within 50 ms at 10x on a slowed phone): once the app's download is in, the toolbar takes the tables
// at idle time, without waiting for the box to be focused; once it is focused, it prepares the
// store's list for search (each name's key, the list in name order: domain prepareProductSearch),
// again at idle time.
import { prepareProductSearch } from '@brewline/domain/menu/menu';
import type { MenuTables, ProductRow } from '@brewline/domain/menu/menu-tables';
import { useEffect, useMemo, useState } from 'react';
import { downloadMenuTables, followStartedDownload } from '../../../lib/menu-download.ts';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { searchableProducts } from './searchable-products.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

let tablesOnce: Promise<MenuTables> | null = null;
/** The app's own download, until it has failed once: then the toolbar reads the files itself. */
let followStarted = true;

function loadTables(): Promise<MenuTables> {
  if (!tablesOnce) {
    const started = followStarted ? followStartedDownload(() => undefined) : null;
    started?.stop();
    tablesOnce = started?.tables ?? downloadMenuTables(() => undefined);
  }
  // A failed download is tried again on the next use rather than remembered.
  tablesOnce.catch(() => {
    tablesOnce = null;
    followStarted = false;
  });
  return tablesOnce;
}

const NONE: ProductRow[] = [];

/** Empty until the tables are in (at idle time, or at once when `wanted`); then the store's searchable products. */
export function useToolbarProducts(wanted: boolean): ProductRow[] {
  const [tables, setTables] = useState<MenuTables | null>(null);
  const { storeId, store, unavailableProductIds } = useSelectedStore();
  const regionId = store?.regionId ?? null;

  useEffect(() => {
    if (tables) return;
    let current = true;
    const take = () =>
      loadTables()
        .then((loaded) => {
          if (current) setTables(loaded);
        })
        .catch(() => {
          // Suggestions are a convenience: without the tables, Enter still opens the results page.
        });
    if (wanted) {
      void take();
      return () => {
        current = false;
      };
    }
    // Not wanted yet: follow only the app's own download (never a download of the toolbar's own), and
    // take its tables at idle time once they are in.
    const started = followStartedDownload(() => undefined);
    started?.stop();
    let cancelIdle = (): void => undefined;
    started?.tables.then(
      () => {
        if (current) cancelIdle = whenIdle(() => void take());
      },
      () => undefined,
    );
    return () => {
      current = false;
      cancelIdle();
    };
  }, [wanted, tables]);

  const products = useMemo(
    () => (tables ? searchableProducts(tables, { storeId, regionId, unavailableProductIds }) : NONE),
    [tables, storeId, regionId, unavailableProductIds],
  );
  useEffect(() => {
    if (!wanted || products.length === 0) return undefined;
    // Only once the box has been engaged (focused): most page loads never search. The sort makes the
    // name order's collator only if a name is not plain (domain name-order.ts), which alone took
    // 16-23 ms of an idle task at full speed on this machine, past what a phone's browser counts as
    // blocking (50 ms, at bench:search's 4x slower CPU). A person's first letter comes well after the
    // tap that focuses the box.
    return whenIdle(() => prepareProductSearch(products));
  }, [wanted, products]);
  return products;
}
