// A message handed to the cart page by whoever sent the customer there: the checkout, when the
// server removed unavailable items ("We've removed the unavailable item(s) from your cart: ...").
// Session storage so it survives the navigation. It stays while the customer is on the cart page and
// goes when they leave it, so a page mounted again (StrictMode, a reload) still shows it.
const STORAGE_KEY = 'brewline.cartNotice';

export function writeCartNotice(message: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, message);
  } catch {
    // Storage refused: the cart still shows the lines that are left.
  }
}

/** The waiting message; null when there is none. */
export function readCartNotice(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Drops the message once the page that showed it is left. */
export function clearCartNotice(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
