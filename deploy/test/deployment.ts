// What deploy/up.sh started, read from the state file it writes (KEY=value lines): the public URL,
// the database, each API server's process, the worker, Prometheus and the run folder with the logs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_STATE_FILE = fileURLToPath(new URL('../.run/state', import.meta.url));

export interface ApiServer {
  /** api-1, api-2: as nginx names it in the X-Brewline-Server header and its access log. */
  readonly name: string;
  readonly pid: number;
  readonly port: number;
}

/** The worker (ROLE=worker): its one port answers /healthz, /readyz and /metrics. */
export interface Worker {
  readonly pid: number;
  readonly port: number;
}

export interface Deployment {
  readonly publicUrl: string;
  readonly httpUrl: string;
  readonly databaseUrl: string;
  readonly runDir: string;
  readonly certificate: string;
  readonly servers: readonly ApiServer[];
  readonly worker: Worker;
  readonly prometheusUrl: string;
}

export function readDeployment(stateFile = process.env['DEPLOY_STATE'] ?? DEFAULT_STATE_FILE): Deployment {
  const values = new Map<string, string>();
  for (const line of readFileSync(stateFile, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) values.set(line.slice(0, at), line.slice(at + 1));
  }
  const value = (key: string): string => {
    const found = values.get(key);
    if (found === undefined) throw new Error(`${stateFile} has no ${key}: is the setup up?`);
    return found;
  };
  const servers: ApiServer[] = [];
  for (let index = 1; values.has(`API_${index}_PID`); index++) {
    servers.push({
      name: `api-${index}`,
      pid: Number(value(`API_${index}_PID`)),
      port: Number(value(`API_${index}_PORT`)),
    });
  }
  return {
    publicUrl: value('PUBLIC_URL'),
    httpUrl: value('HTTP_URL'),
    databaseUrl: value('DATABASE_URL'),
    runDir: value('RUN_DIR'),
    certificate: value('CERTIFICATE'),
    servers,
    worker: { pid: Number(value('WORKER_PID')), port: Number(value('WORKER_PORT')) },
    prometheusUrl: value('PROMETHEUS_URL'),
  };
}
