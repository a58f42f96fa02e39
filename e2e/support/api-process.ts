// One API server process of a journey's own (`node apps/api/src/main.ts`), started as a deployer
// would, with only the environment given; resolves once /readyz answers at `readyUrl`.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  readonly child: ChildProcess;
  /** SIGTERM, then waits for the process to end. */
  readonly stop: () => Promise<void>;
}

async function waitUntilReady(readyUrl: string, child: ChildProcess): Promise<void> {
  // Two minutes: a loaded machine (every engineer's tests on two cores) can take one to start.
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the journey's API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the journey's API server did not become ready at ${readyUrl}`);
}

export async function startApiProcess(env: NodeJS.ProcessEnv, readyUrl: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(readyUrl, child);
  } catch (error) {
    // A server that was still starting must not outlive the journey: it would hold the port, and the
    // next journey's requests would reach it instead of that journey's own server.
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
