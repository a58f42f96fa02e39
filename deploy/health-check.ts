// Active health checks for open-source nginx, which has only passive ones (it learns that a server is
// gone from a request that fails). Every 2 seconds this asks each API server's /readyz; a server that
// is not ready (503: no database, or Redis unreachable so its live events would stay on it; or no
// answer at all) is marked `down` in nginx's upstream and nginx reloads; once ready again it is put
// back. If no server is ready, all stay in: nginx then still tries them rather than answer 502 at once.
// deploy/up.sh runs it in the background (log: logs/health-check.log); deploy/down.sh stops it.
//
// node deploy/health-check.ts <run folder> <api port>...   (nginx's command line from NGINX_COMMAND)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INTERVAL_MS = 2000;
const TIMEOUT_MS = 1500;

const [runDir, ...portArgs] = process.argv.slice(2);
const nginxCommand = (process.env['NGINX_COMMAND'] ?? '').split(' ').filter(Boolean);
if (!runDir || portArgs.length === 0 || nginxCommand.length === 0) {
  console.error(
    'usage: NGINX_COMMAND="nginx -p ... -c ..." node deploy/health-check.ts <run folder> <port>...',
  );
  process.exit(2);
}
const servers = portArgs.map((port, index) => ({ name: `api-${index + 1}`, port: Number(port) }));

/** The upstream's server lines (upstream.conf, which nginx.conf includes; up.sh writes the first). */
function upstreamServers(ports: readonly number[], down: ReadonlySet<number>): string {
  return ports
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s${down.has(port) ? ' down' : ''};\n`)
    .join('');
}

async function readiness(port: number): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? null : `${response.status} ${await response.text()}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`);
let down = new Set<number>();

async function check(): Promise<void> {
  const problems = await Promise.all(servers.map((server) => readiness(server.port)));
  const unready = new Set(servers.filter((_, i) => problems[i] !== null).map((server) => server.port));
  const next = unready.size === servers.length ? new Set<number>() : unready;
  const changed = servers.filter((server) => next.has(server.port) !== down.has(server.port));
  if (changed.length === 0) return;
  writeFileSync(
    join(runDir ?? '', 'upstream.conf'),
    upstreamServers(
      servers.map((server) => server.port),
      next,
    ),
  );
  const reload = spawnSync(nginxCommand[0] ?? 'nginx', [...nginxCommand.slice(1), '-s', 'reload'], {
    encoding: 'utf8',
  });
  if (reload.status !== 0) {
    log(`nginx reload failed: ${reload.stderr.trim()}`);
    return;
  }
  for (const server of changed) {
    const i = servers.indexOf(server);
    log(
      next.has(server.port)
        ? `${server.name} out of the balancer: not ready (${problems[i] ?? ''})`
        : `${server.name} back in the balancer: ready`,
    );
  }
  down = next;
}

log(
  `checking ${servers.map((server) => `${server.name} (:${server.port})`).join(', ')} every ${INTERVAL_MS} ms`,
);
for (;;) {
  await check();
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
}
