// The origins the web app is served at. With PUBLIC_URL, that one alone: every page, sign-in and link
// is on it. Without it (development), the app answers at http://localhost:PORT and at this machine's
// own addresses on PORT (127.0.0.1, [::1], its host name, its network addresses, so a phone on the same
// network can try it), and sign-in works on each of them (decision 008).
import { hostname, networkInterfaces } from 'node:os';

export interface CanonicalOrigins {
  /** Where links and redirects point: PUBLIC_URL, or http://localhost:PORT without it. */
  readonly publicUrl: string;
  /** publicUrl first, then (only without PUBLIC_URL) this machine's other addresses. */
  readonly all: readonly string[];
  /** Whether a page may be served at this `Host` header as it is (else it is redirected). */
  servesHost(host: string): boolean;
  servesOrigin(origin: string): boolean;
}

function machineHosts(): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  const name = hostname().toLowerCase();
  if (/^[a-z0-9.-]+$/.test(name)) hosts.push(name);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      // Link-local IPv6 addresses need a zone id no browser URL carries.
      if (address.family === 'IPv6' && address.address.toLowerCase().startsWith('fe80')) continue;
      hosts.push(address.family === 'IPv6' ? `[${address.address}]` : address.address);
    }
  }
  return hosts;
}

export function canonicalOrigins(publicUrl: string | null, port: number): CanonicalOrigins {
  const all = publicUrl
    ? [publicUrl]
    : [...new Set(machineHosts().map((host) => new URL(`http://${host}:${port}`).origin))];
  const origins = new Set(all);
  const hosts = new Set(all.map((origin) => new URL(origin).host));
  return {
    publicUrl: all[0] ?? `http://localhost:${port}`,
    all,
    servesHost: (host) => hosts.has(host.toLowerCase()),
    servesOrigin: (origin) => origins.has(origin),
  };
}
