// Where sign-in works and which proxies are believed, as a deployer sets it: every documented way of
// running Brewline gets a web client whose redirect URIs match the addresses the app is opened at,
// and a value that cannot work stops the server with one line naming the variable.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/identity/identity-config.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the web client follows where the app is served', () => {
  it('without PUBLIC_URL, signs in at localhost and 127.0.0.1 on the port the server listens on', () => {
    const config = loadIdentityConfig({}, 4000);
    expect(config.issuer).toBe('http://localhost:4000/oidc');
    expect(config.redirectUris).toContain('http://localhost:4000/login');
    expect(config.redirectUris).toContain('http://127.0.0.1:4000/login');
    expect(config.redirectUris).not.toContain('http://localhost:3000/login');
    expect(config.origins.servesHost('127.0.0.1:4000')).toBe(true);
    expect(config.origins.servesHost('127.0.0.1:3000')).toBe(false);
  });

  it('with PUBLIC_URL, signs in there alone, plus any extra client of OIDC_REDIRECT_URIS', () => {
    const config = loadIdentityConfig(
      { PUBLIC_URL: 'https://order.example.com/', OIDC_REDIRECT_URIS: 'http://localhost:5173/login' },
      3000,
    );
    expect(config.issuer).toBe('https://order.example.com/oidc');
    expect(config.redirectUris).toEqual([
      'https://order.example.com/login',
      'https://order.example.com/admin/login',
      'http://localhost:5173/login',
    ]);
    expect(config.origins.servesHost('order.example.com')).toBe(true);
    expect(config.origins.servesHost('localhost:3000')).toBe(false);
  });

  it('lets the back office sign in at /admin/login on every origin the web app signs in at', () => {
    const development = loadIdentityConfig({}, 4000);
    const webOrigins = development.redirectUris
      .filter((uri) => new URL(uri).pathname === '/login')
      .map((uri) => new URL(uri).origin);
    expect(webOrigins).toEqual(expect.arrayContaining(['http://localhost:4000', 'http://127.0.0.1:4000']));
    for (const origin of webOrigins) expect(development.redirectUris).toContain(`${origin}/admin/login`);

    const production = loadIdentityConfig(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://order.example.com' },
      3000,
    );
    expect(production.redirectUris).toEqual([
      'https://order.example.com/login',
      'https://order.example.com/admin/login',
    ]);
  });

  it('refuses, in one line naming the variable, a value that cannot work', () => {
    expect(() => loadIdentityConfig({ PUBLIC_URL: 'https://order.example.com/shop' }, 3000)).toThrow(
      'Invalid environment variable PUBLIC_URL: must be an origin like https://order.example.com, without a path (got https://order.example.com/shop)',
    );
    expect(() => loadIdentityConfig({ PUBLIC_URL: 'ftp://order.example.com' }, 3000)).toThrow(
      /^Invalid environment variable PUBLIC_URL: /,
    );
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' }, 3000)).toThrow(
      /^Invalid environment variable PUBLIC_URL: is required when NODE_ENV=production/,
    );
    expect(() =>
      loadIdentityConfig(
        {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://order.example.com',
          OIDC_REDIRECT_URIS: 'https://elsewhere.example.com/login',
        },
        3000,
      ),
    ).toThrow(
      'Invalid environment variable OIDC_REDIRECT_URIS: https://elsewhere.example.com/login is on another origin than PUBLIC_URL (https://order.example.com); the web app signs in only there',
    );
    expect(() => loadIdentityConfig({ OIDC_ISSUER: 'https://id.example.com/realms/brewline' }, 3000)).toThrow(
      /^Invalid environment variable PUBLIC_URL: is required with OIDC_ISSUER/,
    );
    expect(() =>
      loadIdentityConfig(
        {
          OIDC_ISSUER: 'https://id.example.com/realms/brewline',
          PUBLIC_URL: 'https://order.example.com',
          OIDC_REDIRECT_URIS: 'https://order.example.com/login',
        },
        3000,
      ),
    ).toThrow(/^Invalid environment variable OIDC_REDIRECT_URIS: is not used with OIDC_ISSUER/);
  });

  it('stops the server at start with that one line', () => {
    const started = spawnSync(process.execPath, ['apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PUBLIC_URL: 'https://order.example.com/shop', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'Invalid environment variable PUBLIC_URL: must be an origin like https://order.example.com, without a path (got https://order.example.com/shop)',
    );
  });
});

describe('TRUST_PROXY believes only the proxies it is told about', () => {
  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(loadIdentityConfig({}, 3000).trustProxy).toBe(false);
    expect(loadIdentityConfig({ TRUST_PROXY: 'false' }, 3000).trustProxy).toBe(false);
    expect(loadIdentityConfig({ TRUST_PROXY: '1' }, 3000).trustProxy).toBe(1);
    expect(loadIdentityConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }, 3000).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('refuses `true`, which would believe any X-Forwarded-For a client sends, and what is not an address', () => {
    expect(() => loadIdentityConfig({ TRUST_PROXY: 'true' }, 3000)).toThrow(
      /^Invalid environment variable TRUST_PROXY: true would believe any X-Forwarded-For a client sends/,
    );
    expect(() => loadIdentityConfig({ TRUST_PROXY: 'nginx' }, 3000)).toThrow(
      /^Invalid environment variable TRUST_PROXY: "nginx" is neither a hop count nor an address/,
    );
    expect(() => loadIdentityConfig({ TRUST_PROXY: '10.0.0.0/33' }, 3000)).toThrow(/TRUST_PROXY/);
  });
});
