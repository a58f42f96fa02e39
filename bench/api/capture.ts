// Fetches one real answer byte for byte (no decompression), so the baseline can send exactly the
// same bytes and headers the real server sent: the body and every header of the answer (its security
// headers included), but those node:http writes for each response itself (date, length, connection).
import { request } from 'node:http';
import type { BaselineRoute } from './bench-messages.ts';

const PER_RESPONSE_HEADERS = new Set([
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

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
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string' && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
          }
          resolve({ path: target.pathname, bodyBase64: Buffer.concat(chunks).toString('base64'), headers });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
