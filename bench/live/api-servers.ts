// The two API servers of the live-status bench: real processes (`node apps/api/src/main.ts`, as
// production runs them) on fixed loopback ports, one PostgreSQL database and one Redis prefix, so a
// status change made through one reaches the subscriptions held by the other. One can be stopped
// with SIGTERM and started again on the same port, as a deploy does.
import { readFile } from 'node:fs/promises';
import { startApiProcess, type ApiProcess } from '../../apps/api/test/support/api-process.ts';

export interface ApiServer {
  readonly baseUrl: string;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rss(): Promise<number>;
  /**
   * SIGTERM, wait for the exit, start again on the same port; answers how it exited and when (on
   * `performance.now()`'s clock) it was signalled, exited and was ready again.
   */
  restart(): Promise<RestartFigures>;
  stop(): Promise<void>;
}

export interface RestartFigures {
  exit: string;
  output: string;
  signalledAt: number;
  exitedAt: number;
  readyAt: number;
}

export interface ServerEnvironment {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}

async function rssOf(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

export async function startApiServer(port: number, environment: ServerEnvironment): Promise<ApiServer> {
  const env = {
    PORT: String(port),
    DATABASE_URL: environment.databaseUrl,
    REDIS_URL: environment.redisUrl,
    REDIS_PREFIX: environment.redisPrefix,
    DEMO_TERMINALS: 'off',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    // Orders here wait on boards that move them on the bench's schedule, not the watchdog's.
    LATE_ORDER_MS: '86400000',
    // The hand-over's pace, when the run sets it (the servers' defaults otherwise).
    ...Object.fromEntries(
      ['LIVE_HANDOVER_PER_SECOND', 'LIVE_HANDOVER_MAX_MS']
        .filter((name) => process.env[name] !== undefined)
        .map((name) => [name, process.env[name] ?? '']),
    ),
    // BENCH_CPU_PROF=dir: each server process writes its whole life's CPU profile there when it exits.
    ...(process.env['BENCH_CPU_PROF']
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env['BENCH_CPU_PROF']}` }
      : {}),
  };
  const start = (): Promise<ApiProcess> => startApiProcess(env, 120_000);
  let current = await start();
  return {
    baseUrl: current.baseUrl,
    rss: () => rssOf(current.child.pid),
    async restart() {
      const stoppedAt = performance.now();
      current.child.kill('SIGTERM');
      const { code, signal } = await current.exited;
      const exitedAt = performance.now();
      // What the stopping process logged (warnings and up), for the report to show.
      const output = current.output();
      current = await start();
      const readyAt = performance.now();
      return {
        exit: signal ?? `code ${code}`,
        output,
        signalledAt: stoppedAt,
        exitedAt,
        readyAt,
      };
    },
    async stop() {
      if (current.child.exitCode !== null || current.child.signalCode !== null) return;
      current.child.kill('SIGTERM');
      await current.exited;
    },
  };
}
