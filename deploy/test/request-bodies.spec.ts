// Larger request bodies through nginx, over HTTP/1.1 and HTTP/2 (curl, trusting the setup's
// certificate): bodies beyond nginx's in-memory buffer go through its temporary files, which its
// workers must be able to write (as root they run as nobody), and reach an API server, which answers;
// a body over the API's own limit (1 MiB) gets 413 from nginx. The servers say how they send
// customers' e-mail (/readyz): through SMTP, here the local mail catcher deploy/up.sh started, and the
// worker, which runs the mail sender, empties the outbox.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readDeployment } from './deployment.ts';

const deployment = readDeployment();

interface Answer {
  readonly status: number;
  /** Which API server answered (X-Brewline-Server); `other` when nginx answered itself. */
  readonly server: string;
  readonly body: string;
}

/** A GraphQL request of about `bytes` bytes: a small query, padded in its (unread) extensions. */
function paddedQuery(bytes: number): string {
  const shell = JSON.stringify({ query: '{ __typename }', extensions: { pad: '' } });
  return shell.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - shell.length))}"`);
}

/** POSTs `body` to /graphql through nginx with curl over the HTTP version given. */
function postThroughNginx(body: string, http: '--http1.1' | '--http2'): Answer {
  const folder = mkdtempSync(join(tmpdir(), 'brewline-body-'));
  try {
    const bodyFile = join(folder, 'body.json');
    const answerFile = join(folder, 'answer');
    writeFileSync(bodyFile, body);
    const result = spawnSync(
      'curl',
      [
        '-sS',
        http,
        '--cacert',
        deployment.certificate,
        '-H',
        'content-type: application/json',
        '--data-binary',
        `@${bodyFile}`,
        '-o',
        answerFile,
        '-w',
        '%{http_code} %header{x-brewline-server}',
        `${deployment.publicUrl}/graphql`,
      ],
      { encoding: 'utf8' },
    );
    const [status, server] = result.stdout.trim().split(' ');
    const answer = result.status === 0 ? readFileSync(answerFile, 'utf8') : result.stderr;
    return { status: Number(status), server: server ?? '', body: answer };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

for (const http of ['--http1.1', '--http2'] as const) {
  test(`100 KB and 900 KB bodies reach an API server over ${http.slice(2)}; over 1 MiB gets 413`, () => {
    for (const bytes of [100_000, 900_000]) {
      const answer = postThroughNginx(paddedQuery(bytes), http);
      expect(answer.status, `${bytes} bytes: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(answer.server).toMatch(/^api-\d+$/);
      expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    }
    const tooLarge = postThroughNginx(paddedQuery(1_100_000), http);
    expect(tooLarge.status).toBe(413);
  });
}

test("the servers send customers' e-mail over SMTP (here the local mail catcher); the worker drains the outbox", async () => {
  // Through nginx: the journey before this one may have killed a server.
  for (let i = 0; i < deployment.servers.length; i++) {
    const response = await fetch(`${deployment.publicUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready', mail: 'smtp' });
  }
  // The journeys before this one placed orders: their e-mails leave through the worker, the only
  // server running the mail sender.
  const worker = async (): Promise<unknown> =>
    (await fetch(`http://127.0.0.1:${deployment.worker.port}/readyz`)).json();
  await expect.poll(worker).toMatchObject({ status: 'ready', mail: 'smtp', outboxOldestSeconds: null });
});
