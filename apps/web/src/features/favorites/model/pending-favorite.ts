// The heart a guest tapped, kept while they sign in: once they are back, signed in, it is saved, so
// the sign-in finishes what they asked for rather than dropping it
// (docs/product/account.md#who-it-is-for, #who-may-do-what).
const KEY = 'brewline.pendingFavoriteProduct';

/** Remembers the product whose heart a guest tapped, just before they go to sign in. */
export function rememberPendingFavorite(productId: number): void {
  try {
    sessionStorage.setItem(KEY, String(productId));
  } catch {
    // Storage refused (private mode, full): the heart is then only lost, as before.
  }
}

/** The product a guest asked to favorite before signing in, once; null when none. */
export function takePendingFavorite(): number | null {
  try {
    const held = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const productId = Number(held);
    return held !== null && Number.isSafeInteger(productId) && productId > 0 ? productId : null;
  } catch {
    return null;
  }
}
