// The values a sign-in keeps in the tab's session storage while the browser is away at the identity
// provider. Storage may refuse (a private window, a full quota): then a value is simply absent, the
// code exchange fails and the person is told to try again; nothing throws.

export function writeSessionValue(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: see above.
  }
}

export function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Only paths inside the app: an open redirect would send a fresh session anywhere. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}
