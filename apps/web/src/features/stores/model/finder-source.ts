// Why the Find a Store modal was opened (docs/product/account.md#screens): from the 'Find a Store'
// links it stays open after a choice, so the customer sees their store move to the top; from
// anywhere else (toolbar, Add to Cart, checkout) it closes; for the favorites list it picks a store
// without making it the ordering store. Small and dependency-free: the always-loaded chrome may
// import it.
export type StoreFinderSource = 'select' | 'find-store' | 'favorites';

let nextSource: StoreFinderSource = 'select';

/**
 * Call just before `setPickerOpen(true)` to open the modal as Find a Store:
 * `requestFinderSource('find-store'); setPickerOpen(true);`. Without it the modal opens to select.
 */
export function requestFinderSource(source: Exclude<StoreFinderSource, 'favorites'>): void {
  nextSource = source;
}

/** Read once by the modal as it opens; the next opening is a plain select again. */
export function takeFinderSource(): StoreFinderSource {
  const source = nextSource;
  nextSource = 'select';
  return source;
}
