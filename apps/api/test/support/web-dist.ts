// A built web app's folder for the tests of how the server serves it: each file at its path, in a
// fresh temporary folder the test removes when done.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function writeWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'brewline-web-dist-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}
