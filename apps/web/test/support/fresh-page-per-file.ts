// The files of the `web` project share one module graph and one jsdom per worker (isolate: false in
// vitest.config.ts; `web-mocking` shares this setup, and there it only repeats what isolation does). A
// setup file runs again before each file, so each file starts here as it would in a page of its
// own: the last page left, at /, nothing rendered, no storage, no cookies; and whatever a test
// rendered is unmounted after it, whether or not the test cleans up itself.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file can ask for Node's environment (`@vitest-environment node`): it has no page to reset.
if (typeof document !== 'undefined') {
  // The last file's page is left, as a browser leaves one: what waits for `pagehide` goes now (the
  // analytics queue, whose five-second flush would otherwise call this file's fetch).
  window.dispatchEvent(new Event('pagehide'));
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => cleanup());
