// Addresses outside the app that both the web app and the server need: the web app frames the
// accessibility statement, and the server's Content-Security-Policy must allow that frame.
/** Brewline's own statement, served by the API (apps/api/src/http/accessibility-statement-route.ts). */
export const ACCESSIBILITY_STATEMENT_PATH = '/statement/accessibility';
/** The framed page: our own statement on this origin unless configured to another address. */
export const DEFAULT_ACCESSIBILITY_STATEMENT_URL = ACCESSIBILITY_STATEMENT_PATH;

/** The origin a Content-Security-Policy frame-src needs for a page address, or null for a bad one. */
export function frameOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
