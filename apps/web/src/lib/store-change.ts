// Changing store clears the order, the cart and related state
// (docs/product/ordering.md#how-things-change). The selected-store context announces a change;
// every holder of such state (the cart now, checkout later) listens.
type StoreChangeListener = (storeId: number) => void;

const listeners = new Set<StoreChangeListener>();

/** Calls the listener after each change of store; returns the unsubscribe function. */
export function subscribeStoreChange(listener: StoreChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceStoreChange(storeId: number): void {
  for (const listener of [...listeners]) listener(storeId);
}
