// The back office's journeys, run as a deployer runs Brewline: a server of their own on a file
// database in a temporary folder (not memory: `npm run admin` is another process, and reaches the
// running server through its control socket), a chain admin made with `npm run admin -- create-admin`,
// and staff signed in through the provider's own pages. Other back-office journeys start here.
import { expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from './api-process.ts';
import { ownServerPort } from './ports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const STAFF_PASSWORD = 'back-office-7';

export interface AdminCommandResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface AdminServer {
  /** http://127.0.0.1:PORT: open /admin there (a Playwright `baseURL` for the journey's contexts). */
  readonly baseUrl: string;
  /** `npm run admin -- ...args` against this server's data folder, while it runs. */
  readonly runAdmin: (args: readonly string[]) => AdminCommandResult;
  readonly close: () => Promise<void>;
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    // npm runs the scripts with the Node that runs this journey (the project's own).
    PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The provider's issuer on the origin the browser opens, so token calls stay same-origin.
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // The journeys close a store "today", order at stores, and read the preview of what customers see
    // now: a store's late evening rightly answers otherwise (a store closed today "Opens in 7
    // minutes" at 11:53 PM). The business clock stands at 19:00 UTC today (11:00 at The Strip, 12:00
    // in Boise), so every back-office journey runs the same at any real hour.
    CLOCK_AT: `${new Date().toISOString().slice(0, 10)}T19:00:00Z`,
  };
}

/**
 * A database folder migrated and seeded by a server that then stopped, made once per worker: each
 * journey's server starts on a copy of it rather than migrating and seeding its own (a fresh folder
 * took 38 s to become ready on a loaded machine, a copy 11 s).
 */
let seededTemplate: Promise<string> | undefined;

function seededFolder(port: number): Promise<string> {
  seededTemplate ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'brewline-admin-template-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const seeding = await startApiProcess(serverEnv(port, folder), `http://127.0.0.1:${port}/readyz`);
    await seeding.stop();
    return folder;
  })();
  return seededTemplate;
}

/** Starts a server on a file database of its own, seeded with the demo chain, at a port of this worker's. */
export async function startAdminServer(port = ownServerPort(0)): Promise<AdminServer> {
  const template = await seededFolder(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'brewline-admin-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, dataDir);
  const server = await startApiProcess(env, `${baseUrl}/readyz`);
  return {
    baseUrl,
    runAdmin: (args) => {
      const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The invitation link `create-admin` prints for an address no account uses yet. */
export function invitationLinkIn(output: string): string {
  const link = /https?:\/\/\S+\/admin\/join#\S+/.exec(output)?.[0];
  if (!link) throw new Error(`no invitation link in: ${output}`);
  return link;
}

/** Fills the provider's sign-up page (reached from the back office) for `email`. */
export async function signUpOnProvider(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Staff');
  await page.getByLabel('Last name').fill(email.split('@')[0] ?? 'Member');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill(password);
  await page.getByLabel('Retype password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills the provider's sign-in page (reached from the back office). */
export async function signInOnProvider(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens an invitation link as someone without an account: signs up with `email` on the way, comes
 * back and accepts; ends on the back office's dashboard.
 */
export async function joinWithNewAccount(page: Page, link: string, email: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await signUpOnProvider(page, email);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeAttached();
}

/** Signs a staff member (an account that exists) into the back office at /admin. */
export async function signInToBackOffice(
  page: Page,
  baseUrl: string,
  email: string,
  password = STAFF_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInOnProvider(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeAttached();
}

/**
 * A server with a chain admin already in: `create-admin` for a new address, signed up and joined in
 * `page`. Other back-office journeys start from here (then invite whomever they need).
 */
export async function startWithChainAdmin(
  page: Page,
  email = 'boss@brewline.test',
): Promise<{ server: AdminServer; email: string }> {
  const server = await startAdminServer();
  try {
    const made = server.runAdmin(['create-admin', email]);
    if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr || made.stdout}`);
    await joinWithNewAccount(page, invitationLinkIn(made.stdout), email);
  } catch (error) {
    // The caller never gets this server to close: left running, it would hold this worker's port and
    // every later journey of the worker would fail to start its own.
    await server.close();
    throw error;
  }
  return { server, email };
}
