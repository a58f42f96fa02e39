// Addresses outside the app that both the web app and the server need: the web app frames the
// accessibility statement, and the server's Content-Security-Policy must allow that frame.
export const DEFAULT_ACCESSIBILITY_STATEMENT_URL = 'https://www.w3.org/WAI/planning/statements/';

/** The origin a Content-Security-Policy frame-src needs for a page address, or null for a bad one. */
export function frameOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
