// A real API process (node apps/api/src/main.ts) on a free loopback port, for the tests that must
// signal or kill the process itself: graceful shutdown, kill -9 during a submission.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { graphqlOver } from './graphql-post.ts';
import type { GraphQLAnswer } from './graphql-post.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for a failing test to show. */
  output(): string;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
}

/** Starts the process and waits until /readyz answers 200 (or it exits, or `timeoutMs` passes). */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DEMO_TERMINALS: 'off',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-brewline-web',
      // Later starts reuse the compiled modules: a restart takes a fraction of the first start.
      NODE_COMPILE_CACHE: join(tmpdir(), 'brewline-compile-cache'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`API process exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process not ready in ${timeoutMs} ms:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    child,
    exited,
    output: () => output,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
  };
}
