// The store the customer orders from: its details, what it cannot make right now, and the switch
// that opens the store picker. Menu visibility, prices and availability all follow it.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { readSelectedStoreId, writeSelectedStoreId } from './selected-store.ts';
import { SelectedStoreQuery, type SelectedStore } from './store-queries.ts';

interface SelectedStoreValue {
  storeId: number | null;
  store: SelectedStore | null;
  unavailableProductIds: ReadonlySet<number>;
  chooseStore: (storeId: number) => void;
  pickerOpen: boolean;
  setPickerOpen: (open: boolean) => void;
}

const SelectedStoreContext = createContext<SelectedStoreValue | null>(null);

export function useSelectedStore(): SelectedStoreValue {
  const value = useContext(SelectedStoreContext);
  if (!value) throw new Error('useSelectedStore must be used inside <SelectedStoreProvider>');
  return value;
}

const NO_PRODUCTS: ReadonlySet<number> = new Set();

export function SelectedStoreProvider({ children }: { children: ReactNode }) {
  const [storeId, setStoreId] = useState<number | null>(readSelectedStoreId);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [result] = useQuery({
    query: SelectedStoreQuery,
    variables: { storeId: storeId ?? 0 },
    pause: storeId === null,
    requestPolicy: 'cache-and-network',
  });

  const chooseStore = useCallback((id: number) => {
    writeSelectedStoreId(id);
    setStoreId(id);
  }, []);

  const value = useMemo<SelectedStoreValue>(() => {
    const data = storeId === null ? undefined : result.data;
    return {
      storeId,
      store: data?.store ?? null,
      unavailableProductIds: data ? new Set(data.unavailableProducts) : NO_PRODUCTS,
      chooseStore,
      pickerOpen,
      setPickerOpen,
    };
  }, [storeId, result.data, chooseStore, pickerOpen]);

  return <SelectedStoreContext.Provider value={value}>{children}</SelectedStoreContext.Provider>;
}
