// The order the customer placed in this tab (docs/product/ordering.md#session-storage: active order
// id). The checkout writes it on success; /orders/active reads it. Session storage, so a reload
// keeps it and a new tab starts clean.
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

// Each order's secret (docs/reliability.md, order privacy): the server answers an order's details
// only to the browser that placed it (this key) or its member. Local storage, so the order's page
// still opens after the tab closes; the newest few orders are kept.
const KEYS_STORAGE_KEY = 'brewline.orderViewerKeys';
const KEPT_KEYS = 20;

function readKeys(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEYS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function readOrderViewerKey(orderId: string): string | null {
  return readKeys().find(([id]) => id === orderId)?.[1] ?? null;
}

export function writeOrderViewerKey(orderId: string, key: string): void {
  const kept = readKeys().filter(([id]) => id !== orderId);
  try {
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify([[orderId, key], ...kept].slice(0, KEPT_KEYS)));
  } catch {
    // Storage refused (private mode): the member still sees the order; a guest sees it this visit only.
  }
}
