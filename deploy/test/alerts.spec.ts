// Prometheus in the production setup (deploy/up.sh, started here with a 1 s scrape and evaluation
// interval and every alert's `for:` at 0s): it scrapes both API servers, the worker and nginx's
// exporter, and the server-down alert fires when a server stops answering. The server stopped is the
// worker, frozen with SIGSTOP and thawed with SIGCONT, so nothing is lost for the journeys after
// this one (the file runs first: deploy.spec.ts kills an API server for good). Every rule is also
// checked on made-up series by promtool (prometheus/alerts.test.yml).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { readDeployment } from './deployment.ts';

const deployment = readDeployment();

interface Target {
  readonly labels: Record<string, string>;
  readonly health: string;
}
interface Alert {
  readonly labels: Record<string, string>;
  readonly state: string;
}

async function prometheus<T>(path: string): Promise<T> {
  const answer = await fetch(`${deployment.prometheusUrl}${path}`);
  const body = (await answer.json()) as { data: T };
  return body.data;
}

const targets = async () => (await prometheus<{ activeTargets: Target[] }>('/api/v1/targets')).activeTargets;

/** The state of the server-down alert for the worker: firing, pending, or none. */
async function workerDownAlert(): Promise<string> {
  const { alerts } = await prometheus<{ alerts: Alert[] }>('/api/v1/alerts');
  const alert = alerts.find(
    (each) => each.labels['alertname'] === 'BrewlineServerNotReady' && each.labels['server'] === 'worker',
  );
  return alert?.state ?? 'none';
}

test('Prometheus scrapes every server and nginx; the server-down alert fires for a stopped server', async () => {
  await expect
    .poll(async () =>
      (await targets())
        .map((target) => `${target.labels['job']}/${target.labels['server'] ?? 'nginx'} ${target.health}`)
        .sort(),
    )
    .toEqual([
      ...deployment.servers.map((server) => `brewline/${server.name} up`),
      'brewline/worker up',
      'nginx/nginx up',
    ]);
  expect(await workerDownAlert()).toBe('none');

  process.kill(deployment.worker.pid, 'SIGSTOP');
  try {
    await expect.poll(workerDownAlert, { timeout: 15_000 }).toBe('firing');
  } finally {
    process.kill(deployment.worker.pid, 'SIGCONT');
  }
  await expect.poll(workerDownAlert, { timeout: 15_000 }).toBe('none');
});

test('each alert rule fires on what it watches and not on a healthy setup (promtool test rules)', () => {
  const tests = fileURLToPath(new URL('../prometheus/alerts.test.yml', import.meta.url));
  const result = spawnSync('/usr/bin/promtool', ['test', 'rules', tests], { encoding: 'utf8' });
  expect(result.stdout + result.stderr).toContain('SUCCESS');
  expect(result.status).toBe(0);
});
