// A message handed to the cart page by whoever sent the customer there: the checkout, when the
// server removed unavailable items ("We've removed the unavailable item(s) from your cart: ...").
// Session storage so it survives the navigation; taken once, so it shows once.
const STORAGE_KEY = 'brewline.cartNotice';

export function writeCartNotice(message: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, message);
  } catch {
    // Storage refused: the cart still shows the lines that are left.
  }
}

/** The waiting message, removed as it is read; null when there is none. */
export function takeCartNotice(): string | null {
  try {
    const message = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return message;
  } catch {
    return null;
  }
}
