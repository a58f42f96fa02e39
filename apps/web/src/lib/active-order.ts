// The order the customer placed in this tab (ordering spec §3 Session storage: active order id). The
// checkout writes it on success; /orders/active reads it. Session storage, so a reload keeps it and a
// new tab starts clean.
const STORAGE_KEY = 'brewline.activeOrderId';

export function readActiveOrderId(): string | null {
  try {
    const id = sessionStorage.getItem(STORAGE_KEY);
    return id === null || id === '' ? null : id;
  } catch {
    return null;
  }
}

export function writeActiveOrderId(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage refused (private mode): the order page still opens from the navigation that follows.
  }
}
