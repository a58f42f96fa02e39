// A forgotten password on the embedded provider, through real HTTP and a real SMTP server on both
// databases: the same answer whether or not an account has the address; a link mailed to the account
// that works once, within 30 minutes, for that account only, and is kept only as a hash; the new
// password's rules; every session signed out and a notice sent; 20 uses of one link at once set the
// password once; requests limited per address and e-mails per account.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/identity.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { smtpTransport } from '../src/modules/notifications/mail-transport.ts';
import { refresh, signIn } from './support/oidc-browser.ts';
import { signUpMember, startSignedInServer, type SignedInServer } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './support/test-smtp.ts';

const kinds = await availableTestDatabases();

const PUBLIC_URL = 'https://order.example.com';
/** In mail.test.ts's range (3500-3599), one SMTP server per database kind. */
const SMTP_PORTS = { pglite: 3541, postgres: 3542 } as const;
const REQUESTS_PER_ADDRESS = 5;
const LINK_SENT = /we have sent it a link to choose a new password/;
const LINK_UNUSABLE = 'This link has expired or has already been used. Please ask for a new one.';

const until = async (check: () => boolean | Promise<boolean>, ms = 8000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};

let nextAddress = 1;
/** Each test asks from an address of its own (X-Forwarded-For, believed from loopback), so limits do not mix. */
const newAddress = () => `203.0.113.${nextAddress++}`;

describe.each(kinds)('forgotten password on $name', (kind) => {
  let smtp: TestSmtp;
  let server: SignedInServer;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp(SMTP_PORTS[kind.name]);
    server = await startSignedInServer(await kind.open(), {
      signInClock: () => new Date(Date.now() + clockOffsetMs),
      mail: {
        transport: smtpTransport(smtp.url),
        from: 'Brewline <a@b.example>',
        publicUrl: PUBLIC_URL,
        pollMs: 30,
      },
      addressLimits: { events: 60, signUps: 100, passwordResets: REQUESTS_PER_ADDRESS, queries: 1200 },
      identityEnv: { TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const post = (path: string, fields: Record<string, string>, address: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams(fields).toString(),
    });
  const askReset = (email: string, address = newAddress()) =>
    post('/oidc/password/forgot', { email }, address);
  const setPassword = (token: string, newPassword: string, retypePassword = newPassword) =>
    post('/oidc/password/reset', { token, newPassword, retypePassword }, newAddress());

  const mailsTo = (email: string, subject: RegExp): ReceivedMail[] =>
    smtp.received.filter((m) => m.to.includes(email) && subject.test(m.subject));

  /** The token of the newest reset link mailed to `email`, once it arrives. */
  async function mailedToken(email: string, nth = 1): Promise<string> {
    expect(await until(() => mailsTo(email, /Reset your Brewline password/).length >= nth)).toBe(true);
    const mail = mailsTo(email, /Reset your Brewline password/)[nth - 1];
    const link = /https:\/\/order\.example\.com\/oidc\/password\/reset\?token=([\w-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  }

  it('answers an unknown address as a known one, and mails only the account a link kept as a hash', async () => {
    const member = await signUpMember(server.baseUrl, 'reset-hash');
    const unknown = `nobody.${Date.now()}@example.com`;
    const toUnknown = await askReset(unknown);
    const toMember = await askReset(member.email);
    expect(toUnknown.status).toBe(200);
    expect(toMember.status).toBe(200);
    const sameAnswer = (body: string, email: string) => body.replaceAll(email, '{email}');
    const unknownBody = await toUnknown.text();
    expect(unknownBody).toMatch(LINK_SENT);
    expect(sameAnswer(await toMember.text(), member.email)).toBe(sameAnswer(unknownBody, unknown));

    const token = await mailedToken(member.email);
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
    const db = server.database.handle.db;
    const [stored] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.accountId, member.memberId));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const mailRows = () =>
      db.select().from(outboxMessages).where(eq(outboxMessages.memberId, member.memberId));
    // The SMTP server has the mail a moment before the sender records it as sent.
    expect(await until(async () => (await mailRows())[0]?.status === 'SENT')).toBe(true);
    expect(JSON.stringify(await mailRows())).not.toContain(token);

    const page = await fetch(`${server.baseUrl}/oidc/password/reset?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`For ${member.email}.`);
  });

  it('takes a new password by the password rules, once, signs every session out and says so', async () => {
    const member = await signUpMember(server.baseUrl, 'reset-rules');
    expect((await askReset(member.email)).status).toBe(200);
    const token = await mailedToken(member.email);

    const refusals: [string, string, string][] = [
      ['', '', 'New Password cannot be empty'],
      ['short', 'short', 'Passwords must be at least 7 characters.'],
      ['flat-white-1', 'flat-white-2', 'Passwords do not match'],
      ['flat-white-1', '', 'Password cannot be empty'],
      [member.password, member.password, 'New password cannot be the same as current password'],
    ];
    for (const [newPassword, retype, message] of refusals) {
      const answer = await setPassword(token, newPassword, retype);
      expect(answer.status, message).toBe(400);
      expect(await answer.text()).toContain(message);
    }

    const changed = await setPassword(token, 'flat-white-1');
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Password has been successfully changed.');
    const again = await setPassword(token, 'flat-white-2');
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(LINK_UNUSABLE);

    expect((await refresh(server.baseUrl, member.tokens.refresh_token)).status).toBe(400);
    const session = await server.graphql('{ session { authenticated } }', {}, member.token);
    expect(session.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');
    await expect(signIn(server.baseUrl, member.email, member.password)).rejects.toThrow();
    await expect(signIn(server.baseUrl, member.email, 'flat-white-1')).resolves.toHaveProperty(
      'access_token',
    );
    expect(await until(() => mailsTo(member.email, /password was changed/).length === 1)).toBe(true);
  });

  it('keeps a link 30 minutes and lets it open its own account only', async () => {
    const [owner, other] = await Promise.all([
      signUpMember(server.baseUrl, 'reset-owner'),
      signUpMember(server.baseUrl, 'reset-other'),
    ]);
    await askReset(owner.email);
    const token = await mailedToken(owner.email);
    try {
      clockOffsetMs = 31 * 60_000;
      const late = await fetch(`${server.baseUrl}/oidc/password/reset?token=${token}`);
      expect(late.status).toBe(410);
      expect((await setPassword(token, 'cold-brew-9')).status).toBe(410);
    } finally {
      clockOffsetMs = 0;
    }
    clockOffsetMs = 29 * 60_000;
    try {
      expect((await setPassword(token, 'cold-brew-9')).status).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
    await expect(signIn(server.baseUrl, owner.email, 'cold-brew-9')).resolves.toHaveProperty('access_token');
    await expect(signIn(server.baseUrl, other.email, other.password)).resolves.toHaveProperty('access_token');
    await expect(signIn(server.baseUrl, other.email, 'cold-brew-9')).rejects.toThrow();
  });

  it('sets the password once when one link is used twenty times at once', async () => {
    const member = await signUpMember(server.baseUrl, 'reset-race');
    await askReset(member.email);
    const token = await mailedToken(member.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setPassword(token, `race-password-${i}`).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status !== 200).every((status) => status === 410)).toBe(true);
    const winner = answers.indexOf(200);
    await expect(signIn(server.baseUrl, member.email, `race-password-${winner}`)).resolves.toHaveProperty(
      'access_token',
    );
    expect(await until(() => mailsTo(member.email, /password was changed/).length >= 1)).toBe(true);
    expect(mailsTo(member.email, /password was changed/)).toHaveLength(1);
  });

  it('limits requests per address, and reset e-mails per account whoever asks', async () => {
    const address = newAddress();
    const unknown = `nobody.limit.${Date.now()}@example.com`;
    for (let i = 0; i < REQUESTS_PER_ADDRESS; i++)
      expect((await askReset(unknown, address)).status).toBe(200);
    const refused = await askReset(unknown, address);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/doing that too often\. Please wait \d+ seconds? and try again/);

    const member = await signUpMember(server.baseUrl, 'reset-flood');
    for (let i = 0; i < 4; i++) {
      const answer = await askReset(member.email);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(LINK_SENT);
    }
    const links = await server.database.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.accountId, member.memberId));
    expect(links).toHaveLength(3);
  });
});
