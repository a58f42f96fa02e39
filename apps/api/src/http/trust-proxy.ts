// TRUST_PROXY: which proxies' X-Forwarded-For/-Proto/-Host the server believes. Only the proxies it is
// told about: a hop count (the load balancers in front of it) or their addresses. Never every proxy:
// a client can send any X-Forwarded-For it likes, and believing its leftmost entry would let it pick
// the address every per-address limit (sign-in lockout, order rate) counts.
import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, a hop count, or the trusted proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; throws with the reason for a value that cannot be right. */
export function trustProxySetting(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(`${value} proxies in a row is not a real setup; give the hop count (e.g. 1)`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `${JSON.stringify(wrong)} is neither a hop count nor an address or CIDR range (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    );
  }
  return entries;
}

/** Fastify's option for the setting: a hop count trusts the `hops` nearest addresses of the chain. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
