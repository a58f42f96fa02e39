// Fetches one real answer byte for byte (no decompression), so the baseline can send exactly the
// same bytes and headers the real server sent.
import { request } from 'node:http';
import type { BaselineRoute } from './bench-messages.ts';

const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];

export function capture(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<BaselineRoute> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      target,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url} answered ${response.statusCode}`));
            return;
          }
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ path: target.pathname, bodyBase64: Buffer.concat(chunks).toString('base64'), headers });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
