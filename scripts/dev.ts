// npm run dev: the API on :3000 restarting on change, and Vite with hot reload on :5173 proxying to it
// (the back office on :5175/admin/).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The app is opened at Vite's address, so the embedded provider's web client must return there too.
const viteOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const adminViteOrigins = ['http://localhost:5175', 'http://127.0.0.1:5175'];
const apiEnv = {
  ...process.env,
  OIDC_REDIRECT_URIS: [
    process.env['OIDC_REDIRECT_URIS'],
    ...viteOrigins.map((origin) => `${origin}/login`),
    ...adminViteOrigins.map((origin) => `${origin}/admin/login`),
  ]
    .filter(Boolean)
    .join(','),
};
const children = [
  spawn('node', ['--watch', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/admin/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
