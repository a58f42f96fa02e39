// Which API server holds each of a page's live connections (GraphQL over WebSocket): nginx names the
// server that answered in the X-Brewline-Server header, on the upgrade's answer too, and Chromium's
// DevTools protocol shows that answer's headers (Playwright's WebSocket object does not).
import type { Page } from '@playwright/test';

export interface LiveConnections {
  /** The server of the page's latest live connection on /graphql, if one was opened. */
  readonly latestServer: () => string | undefined;
  /** How many live connections on /graphql the page has opened so far. */
  readonly count: () => number;
}

export async function watchLiveConnections(page: Page): Promise<LiveConnections> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const opened = new Map<string, string>();
  let latest: string | undefined;
  let count = 0;
  session.on('Network.webSocketCreated', ({ requestId, url }) => opened.set(requestId, url));
  session.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
    if (!opened.get(requestId)?.endsWith('/graphql')) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    latest = headers['x-brewline-server'];
    count += 1;
  });
  return { latestServer: () => latest, count: () => count };
}
