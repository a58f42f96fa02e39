// CPU profiles of the server process over one measured stretch only (not startup, migrations or
// seeding, which would drown the request path), written where BENCH_CPU_PROF points.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

let session: Session | null = null;

export async function startProfile(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}

/** Writes the profile and returns its path. */
export async function stopProfile(dir: string, name: string): Promise<string> {
  if (!session) throw new Error('no profile running');
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  session = null;
  const file = join(dir, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  return file;
}
