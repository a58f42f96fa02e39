// bench:lighthouse serves the app as production does (web/tls-front.ts): nginx, from the deploy's own
// template, over TLS and HTTP/2 in front of the real server, which knows its public https address.
import { connect, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../web/web-server.ts';

let server: WebServer;

beforeAll(async () => {
  server = await startWebServer(new URL('../../apps/web/dist', import.meta.url).pathname, { tls: true });
});

afterAll(async () => {
  await server?.close();
});

/** One GET over an HTTP/2 session: status, headers and body. */
function get(session: ClientHttp2Session, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = session.request({ ':path': path, 'accept-encoding': 'identity' });
      let body = '';
      let headers: Record<string, unknown> = {};
      request.setEncoding('utf8');
      request.on('response', (received) => (headers = received));
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
      request.on('error', reject);
    },
  );
}

describe('the bench served over TLS and HTTP/2', () => {
  it('answers the app over HTTP/2 from nginx, and the server knows its https address', async () => {
    expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(server.origin, { rejectUnauthorized: false });
    try {
      const menu = await get(session, '/menu');
      expect(session.alpnProtocol).toBe('h2');
      expect(menu.status).toBe(200);
      expect(menu.body).toContain('<div id="root"');
      // The deploy's nginx names the server that answered.
      expect(menu.headers['x-brewline-server']).toBe('api-1');
      const identity = await get(session, '/identity-config.json');
      expect(JSON.parse(identity.body)).toMatchObject({ issuer: `${server.origin}/oidc` });
    } finally {
      session.close();
    }
  });
});
