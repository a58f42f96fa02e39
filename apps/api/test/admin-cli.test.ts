// `npm run admin` as a deployer runs it: beside a server that holds the embedded database in a data
// folder, so the command reaches that server through its control socket. create-admin prints a link
// for an address no account uses yet (the link then makes that person a chain admin), grants the role
// at once to an account that exists, and says what is wrong with a bad address; list-staff lists.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSocketPath } from '../src/cli/control-socket.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { freePort } from './support/free-port.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { signUpMember } from './support/signed-in-server.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run admin beside a running server', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ApiProcess;

  /** `npm run admin -- ...args`, run the way the script does (node apps/api/src/admin-cli.ts). */
  const admin = (...args: string[]) =>
    new Promise<CliResult>((resolve) => {
      const child = spawn(process.execPath, ['apps/api/src/admin-cli.ts', ...args], {
        cwd: root,
        env: { PATH: process.env['PATH'] ?? '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'brewline-admin-cli-'));
    const port = await freePort();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    server = await startApiProcess(env, 90_000);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a link for a new address; the link makes its person a chain admin', async () => {
    // The server holds the database; the command goes through its socket.
    expect(existsSync(controlSocketPath(dataDir))).toBe(true);
    const made = await admin('create-admin', 'Boss@Example.com');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('No account uses boss@example.com yet.');
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/join#([A-Za-z0-9_-]+)/.exec(made.stdout);
    expect(link?.[0].startsWith(server.baseUrl)).toBe(true);

    const boss = await signUpMember(server.baseUrl, 'boss', { email: 'boss@example.com' });
    const accepted = await graphqlOver<{ acceptStaffInvitation: { role: string } }>(
      server.baseUrl,
      'mutation ($token: String!) { acceptStaffInvitation(token: $token) { role } }',
      { token: link?.[1] },
      boss.token,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptStaffInvitation.role).toBe('CHAIN_ADMIN');
    const listed = await admin('list-staff');
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim()).toBe('boss@example.com: Chain admin');
  });

  it('grants the role at once to an account that exists, and refuses a bad address', async () => {
    const deputy = await signUpMember(server.baseUrl, 'deputy');
    const granted = await admin('create-admin', deputy.email);
    expect(granted.code).toBe(0);
    expect(granted.stdout.trim()).toBe(
      `${deputy.email} is a chain admin. Sign in at ${server.baseUrl}/admin.`,
    );
    const session = await graphqlOver<{ staffSession: { role: string } | null }>(
      server.baseUrl,
      '{ staffSession { role } }',
      {},
      deputy.token,
    );
    expect(session.data?.staffSession?.role).toBe('CHAIN_ADMIN');

    const bad = await admin('create-admin', 'not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('Enter a valid email address.');
    const usage = await admin('make-admin');
    expect(usage.code).toBe(1);
    expect(usage.stderr.trim()).toBe('usage: npm run admin -- create-admin <email> | list-staff');
  });
});
