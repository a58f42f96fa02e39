// deploy/health-check.ts on its own, against two stand-in servers whose /readyz the test controls (the
// API's own /readyz answers 503 when its database or Redis is unreachable: apps/api/test covers that):
// a server that says it is not ready is marked down in nginx's upstream and nginx is told to reload;
// once ready it is put back; when no server is ready, all stay in.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const checker = fileURLToPath(new URL('../health-check.ts', import.meta.url));

interface StandIn {
  readonly port: number;
  ready: boolean;
  readonly server: Server;
}

async function standIn(): Promise<StandIn> {
  const state = { ready: true } as { ready: boolean };
  const server = createServer((request, response) => {
    const ok = request.url === '/readyz' && state.ready;
    response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { status: 'ready' } : { status: 'not ready', redis: 'unreachable' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { port: (server.address() as AddressInfo).port, server });
}

test('a server whose /readyz says not ready leaves the balancer and comes back when ready', async () => {
  const runDir = mkdtempSync(join(tmpdir(), 'brewline-health-check-'));
  const reloads = join(runDir, 'reloads');
  const [a, b] = [await standIn(), await standIn()];
  // nginx stands in too: each call appends its arguments (-s reload), so the test sees nginx told.
  const nginx = join(runDir, 'nginx');
  writeFileSync(nginx, `#!/bin/sh\necho "$@" >> '${reloads}'\n`, { mode: 0o755 });
  const child: ChildProcess = spawn(process.execPath, [checker, runDir, String(a.port), String(b.port)], {
    env: { ...process.env, NGINX_COMMAND: nginx },
    stdio: 'ignore',
  });
  const upstream = () => {
    try {
      return readFileSync(join(runDir, 'upstream.conf'), 'utf8');
    } catch {
      return '';
    }
  };
  const reloadCount = () => {
    try {
      return readFileSync(reloads, 'utf8').trim().split('\n').length;
    } catch {
      return 0;
    }
  };
  try {
    // The checker writes upstream.conf first and tells nginx after, so the two are awaited together:
    // reading the file in between would see the new upstream with nginx not yet told.
    const seen = () => ({ upstream: upstream(), reloads: reloadCount() });
    b.ready = false;
    await expect.poll(seen).toEqual({
      upstream: expect.stringContaining(`server 127.0.0.1:${b.port} max_fails=1 fail_timeout=10s down;`),
      reloads: 1,
    });
    expect(upstream()).toContain(`server 127.0.0.1:${a.port} max_fails=1 fail_timeout=10s;`);
    expect(readFileSync(reloads, 'utf8')).toBe('-s reload\n');

    b.ready = true;
    await expect.poll(seen).toEqual({ upstream: expect.not.stringContaining('down'), reloads: 2 });

    // Neither ready: both stay in (nothing changes, no reload).
    a.ready = false;
    b.ready = false;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(upstream()).not.toContain('down');
    expect(reloadCount()).toBe(2);
  } finally {
    child.kill();
    a.server.close();
    b.server.close();
    rmSync(runDir, { recursive: true, force: true });
  }
});
