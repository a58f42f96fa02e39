// One command of npm test, its output streamed as it comes: alone, as it is; beside another lane,
// each line prefixed with the lane's name, so two lanes running at once can still be read apart.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface CommandOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The lane's name before each line; none for a command running alone. */
  readonly lane?: string;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<boolean> {
  const prefix = options.lane ? `[${options.lane}] ` : '';
  console.log(`\n${prefix}▶ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.lane ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}
