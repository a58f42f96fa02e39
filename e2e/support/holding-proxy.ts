// A slow network for one browser context: a forward proxy that sends each HTML page up to a marker,
// holds the rest back until the journey releases it (a fixed wait was too short once on a slow
// machine: the page was whole before the journey could look at the half), then sends it. A phone on
// a slow connection (or too busy to parse the page in one go) paints the server's HTML half-parsed;
// the journeys that use this check that what was painted does not move when the rest arrives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  /** For `browser.newContext({ proxy: { server } })`. */
  readonly server: string;
  /** How many pages were cut at the marker and held (0: the marker was never found). */
  readonly held: () => number;
  /** Sends the rest of each page held, and of any page cut from now on at once. */
  readonly release: () => void;
  readonly close: () => Promise<void>;
}

/** `after` is the HTML text the page is cut right after; the rest follows on release(). */
export async function startHoldingProxy(after: string): Promise<HoldingProxy> {
  let held = 0;
  let released = false;
  const waiting: (() => void)[] = [];
  const proxy = http.createServer((request, response) => {
    // A forward proxy's request line carries the whole URL; the page's server sees its own origin.
    const target = new URL(request.url ?? '/');
    const upstream = http.request(
      target,
      {
        method: request.method,
        // Plain text, so the marker can be found and the page cut there.
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        // Only the page the browser opens: the service worker also fetches pages, to keep offline.
        const opened = request.headers['sec-fetch-dest'] === 'document';
        if (!opened || !(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const page = Buffer.concat(parts).toString('utf8');
          const { 'content-length': _length, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, headers);
          const cut = page.indexOf(after);
          if (cut < 0) {
            response.end(page);
            return;
          }
          held++;
          response.write(page.slice(0, cut + after.length));
          const sendRest = () => response.end(page.slice(cut + after.length));
          if (released) sendRest();
          else waiting.push(sendRest);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    held: () => held,
    release: () => {
      released = true;
      for (const sendRest of waiting.splice(0)) sendRest();
    },
    close: () =>
      new Promise<void>((closed) => {
        proxy.closeAllConnections();
        proxy.close(() => closed());
      }),
  };
}
