// The metrics port (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise): Prometheus'
// /metrics, and the server's own /healthz and /readyz asked of the application in-process, so a
// worker, which listens on no other port, is watched and health-checked here. Never on the public port.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { BrewlineMetrics } from './metrics.ts';

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** brewline_ready: 1 while this server's /readyz answers 200 (a stopped server is `up == 0` instead). */
function registerReadinessGauge(app: FastifyInstance, metrics: BrewlineMetrics): void {
  new Gauge({
    name: 'brewline_ready',
    help: "1 while this server's /readyz says ready (database and Redis reachable, not stopping)",
    registers: [metrics.registry],
    async collect() {
      const readiness = await app.inject({ method: 'GET', url: '/readyz' });
      this.set(readiness.statusCode === 200 ? 1 : 0);
    },
  });
}

export async function serveMetrics(
  app: FastifyInstance,
  metrics: BrewlineMetrics,
  address: { port: number; host: string },
): Promise<Server> {
  registerReadinessGauge(app, metrics);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const answer = async (): Promise<{ status: number; type: string; body: string }> => {
      if (request.method !== 'GET') return { status: 405, type: 'text/plain', body: 'GET only\n' };
      if (path === '/metrics')
        return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
      if (HEALTH_PATHS.has(path)) {
        const health = await app.inject({ method: 'GET', url: path });
        return { status: health.statusCode, type: 'application/json', body: health.body };
      }
      return { status: 404, type: 'text/plain', body: 'not found\n' };
    };
    void answer()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'metrics endpoint failed');
        return { status: 500, type: 'text/plain', body: 'metrics failed\n' };
      })
      .then(({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  return server;
}
