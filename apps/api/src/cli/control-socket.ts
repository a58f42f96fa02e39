// The embedded database (PGlite) belongs to one process: while the server runs, a command-line tool
// cannot open the same folder. So the server listens on a local socket, reachable only by the user
// it runs as, and runs the command-line's commands itself on its open database; the tool prints what
// comes back. One JSON line each way.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { bufferedIo, type CommandContext } from './command-io.ts';
import { COMMAND_RUNNERS, isControlCommand, type ControlCommand } from './command-runners.ts';

export interface ControlRequest {
  command: ControlCommand;
  argv: string[];
}

export interface ControlReply {
  exitCode: number;
  lines: { stream: 'out' | 'err'; text: string }[];
}

/** One socket per data folder, in the temporary folder (a socket path must stay under ~100 bytes). */
export function controlSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `brewline-${id}.sock`);
}

function parseRequest(line: string): ControlRequest | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return null;
    const { command, argv } = value as Record<string, unknown>;
    if (!isControlCommand(command)) return null;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) return null;
    return { command, argv };
  } catch {
    return null;
  }
}

/** Starts the socket; the returned function closes it and removes its file. */
export async function serveControlSocket(
  path: string,
  db: Db,
  context: () => CommandContext,
): Promise<() => Promise<void>> {
  // A socket file left by a server that died would make listen fail.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 64_000) socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const request = parseRequest(buffer.slice(0, end));
      buffer = '';
      void (async () => {
        const io = bufferedIo();
        let exitCode = 1;
        if (!request) io.err('The server could not read this command.');
        else {
          try {
            exitCode = await COMMAND_RUNNERS[request.command](db, request.argv, io, context());
          } catch (error) {
            io.err(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        socket.end(JSON.stringify({ exitCode, lines: io.lines } satisfies ControlReply) + '\n');
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Only the user the server runs as may connect: the same people who could open the data folder.
    server.listen({ path, readableAll: false, writableAll: false }, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** Asks the server that holds the database to run the command; null when no server is listening. */
export function askRunningServer(path: string, request: ControlRequest): Promise<ControlReply | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ path });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as ControlReply);
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
