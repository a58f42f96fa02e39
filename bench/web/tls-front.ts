// nginx over TLS and HTTP/2 in front of one bench server, as production serves the app: the very
// configuration deploy/up.sh runs (deploy/nginx.conf.template), filled in for one API server. Over
// HTTP/1.1 a browser opens six connections to an origin and a page's thirty-odd small chunks queue on
// them, a round trip each; over HTTP/2 they share one connection. Lighthouse's simulation models both,
// so a bench served over HTTP/1.1 scores a page for a network no customer meets.
//
// The certificate is self-signed for 127.0.0.1 and made per run; the bench's Chromium accepts it
// (lighthouse-runner.ts). nginx runs with its own prefix, pid and logs in a temporary folder, never
// the machine's /etc/nginx, and is stopped with the server.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf.template', import.meta.url));
const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
/** Debian's `nobody` and `nogroup`: nginx's workers drop to them when the bench runs as root. */
const NOBODY = 65534;

export interface TlsFront {
  /** https://127.0.0.1:<port>: what the browser opens. */
  readonly origin: string;
  readonly close: () => Promise<void>;
}

function tlsAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Where nginx is missing, says how to get it or how to measure without it. */
export function checkNginx(): void {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} not found: install nginx (apt-get install nginx, as .ci/run does), set NGINX to its path, ` +
        'or measure over the app server alone with LIGHTHOUSE_SERVED=direct',
    );
  }
}

/** nginx's temporary folders under @NGINX_TEMP@, as deploy/up.sh makes them. */
const NGINX_TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The template as deploy/up.sh fills it in, for one API server at `apiPort`. */
function configuration(runDir: string, apiPort: number, httpsPort: number, httpPort: number): string {
  const asRoot = process.getuid?.() === 0;
  const values: Record<string, string> = {
    USER_DIRECTIVE: asRoot ? 'user nobody nogroup;' : '',
    SERVER_NAME_MAP: `    ~127\\.0\\.0\\.1:${apiPort}$ api-1;`,
    LISTEN_HTTP_V6: '',
    LISTEN_HTTPS_V6: '',
    RUN_DIR: runDir,
    NGINX_TEMP: join(runDir, 'temp'),
    SERVER_NAME: '127.0.0.1',
    HTTPS_PORT: String(httpsPort),
    HTTP_PORT: String(httpPort),
  };
  let conf = readFileSync(TEMPLATE, 'utf8');
  for (const [name, value] of Object.entries(values)) conf = conf.replaceAll(`@${name}@`, value);
  // A placeholder added to the template later must be filled in here too (comments name them freely).
  const left = conf
    .split('\n')
    .find((line) => !line.trimStart().startsWith('#') && /@[A-Z0-9_]+@/.test(line));
  if (left) throw new Error(`deploy/nginx.conf.template has a placeholder unknown here: ${left.trim()}`);
  return conf;
}

/** Starts nginx on `httpsPort` (and `httpPort`, which only redirects) in front of 127.0.0.1:`apiPort`. */
export async function startTlsFront(apiPort: number, httpsPort: number, httpPort: number): Promise<TlsFront> {
  checkNginx();
  const runDir = mkdtempSync(join(tmpdir(), 'brewline-bench-nginx-'));
  for (const folder of ['logs', 'tls', 'temp']) mkdirSync(join(runDir, folder));
  const tempFolders = ['', ...NGINX_TEMP_FOLDERS].map((folder) => join(runDir, 'temp', folder));
  for (const folder of tempFolders.slice(1)) mkdirSync(folder);
  if (process.getuid?.() === 0) for (const folder of tempFolders) chownSync(folder, NOBODY, NOBODY);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(runDir, 'tls', 'key.pem'),
      '-out',
      join(runDir, 'tls', 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(join(runDir, 'upstream.conf'), `server 127.0.0.1:${apiPort};\n`);
  const confFile = join(runDir, 'nginx.conf');
  writeFileSync(confFile, configuration(runDir, apiPort, httpsPort, httpPort));
  const args = ['-p', runDir, '-c', confFile, '-e', join(runDir, 'logs', 'error.log'), '-g', 'daemon off;'];
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `https://127.0.0.1:${httpsPort}`;
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(runDir, { recursive: true, force: true });
  };
  // Ready once it listens: a TLS connection opens (the certificate is ours, so it is not checked).
  for (let attempt = 0; attempt < 80 && child.exitCode === null; attempt++) {
    if (await tlsAnswers(httpsPort)) return { origin, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(join(runDir, 'logs', 'error.log'))
    ? readFileSync(join(runDir, 'logs', 'error.log'), 'utf8')
    : '';
  await close();
  throw new Error(`nginx in front of port ${apiPort} did not start on ${httpsPort}: ${log.trim()}`);
}
