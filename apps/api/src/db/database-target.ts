import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config.ts';
import type { DatabaseTarget } from './client.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR (relative to the repository). */
export function databaseTarget(config: AppConfig): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return {
    kind: 'pglite',
    dataDir: config.DATA_DIR === 'memory://' ? null : resolve(repoRoot, config.DATA_DIR),
  };
}
