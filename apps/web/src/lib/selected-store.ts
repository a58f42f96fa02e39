// The customer's chosen store id, kept in this browser so a reload keeps it.
const STORAGE_KEY = 'brewline.storeId';

export function readSelectedStoreId(): number | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeSelectedStoreId(storeId: number | null): void {
  try {
    if (storeId === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(storeId));
  } catch {
    // Private mode without storage: the choice lasts until the tab closes.
  }
}
