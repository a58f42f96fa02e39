// The bench's side of a forked server process: start it, ask it things, stop it.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromServer, ServerSetup, SetupReport, ToServer } from './bench-messages.ts';

const entry = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  /** What was made beyond the demo seed before the server started, if anything. */
  setup: SetupReport | null;
  request<T extends FromServer['type']>(
    message: ToServer,
    answer: T,
  ): Promise<Extract<FromServer, { type: T }>>;
  close(): Promise<void>;
}

function nextMessage<T extends FromServer['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null): void => reject(new Error(`bench server exited with ${code}`));
    const onMessage = (message: FromServer): void => {
      if (message.type !== type && message.type !== 'failed') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message.type === 'failed') reject(new Error(message.message));
      else resolve(message as Extract<FromServer, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export const PLAIN_SEED: ServerSetup = { scale: 1, seededOrders: 0 };

export async function startServerProcess(
  mode: 'baseline' | 'pglite' | 'postgres',
  setup: ServerSetup = PLAIN_SEED,
): Promise<ServerProcess> {
  const child = fork(entry, [mode, JSON.stringify(setup)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready');
  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    setup: ready.setup,
    async request(message, answer) {
      const reply = nextMessage(child, answer);
      child.send(message);
      return reply;
    },
    async close() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'close' } satisfies ToServer);
      await exited;
    },
  };
}
