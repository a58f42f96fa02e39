// The embedded provider's forgotten-password routes (docs/product/account.md#forgot-password):
// GET/POST /oidc/password/forgot asks for the address and sends a link (limited per address here and
// per account in password-reset-store.ts), GET/POST /oidc/password/reset?token= sets the new password
// once. Plain forms, no script, like the sign-in pages.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASSWORD_PAGES_PATH } from '@brewline/domain/accounts/password-reset';
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { forgotPasswordSchema, resetPasswordSchema } from '@brewline/domain/validation/reset-password';
import type { Db } from '../db/client.ts';
import { refuseTooMany, type AddressRateLimit } from '../http/address-rate-limit.ts';
import { findAccountByEmail } from './account-store.ts';
import { acceptFormBodies, formValues } from './form-body.ts';
import { clearAccountThrottle } from './login-throttle-store.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import {
  renderForgotPage,
  renderPasswordChangedPage,
  renderResetLinkSentPage,
  renderResetLinkUnusablePage,
  renderResetPage,
} from './password-reset-pages.ts';
import {
  accountOfUsableLink,
  issueResetLink,
  useResetLink,
  type ResetClocks,
} from './password-reset-store.ts';
import { providerPageCsp, sendProviderPage } from './provider-page-reply.ts';

export interface PasswordResetDeps {
  db: Db;
  /** The sign-in clock: a link's 30 minutes. */
  now: () => Date;
  /** The business clock: when the e-mails are due in the outbox (the mail sender's clock). */
  businessNow: () => Date;
  /** The web app's sign-in route, where "Sign in" and "Back to sign in" go. */
  appSignIn: string;
  /** Reset requests per address; null: no limit. */
  requestLimit: AddressRateLimit | null;
}

/** An interaction id as the provider makes them; anything else is not linked back to. */
const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function registerPasswordResetRoutes(
  app: FastifyInstance,
  deps: PasswordResetDeps,
): Promise<void> {
  const { db } = deps;
  const csp = providerPageCsp([]);
  const send = (reply: FastifyReply, status: number, body: string) =>
    sendProviderPage(reply, status, body, csp);
  const clocks = (): ResetClocks => ({ now: deps.now(), businessNow: deps.businessNow() });
  const origin = (from: string) => (INTERACTION_ID.test(from) ? from : '');
  const backHref = (from: string) => (from ? `/oidc/interaction/${from}` : deps.appSignIn);

  await app.register(
    (scope, _options, done) => {
      acceptFormBodies(scope);

      scope.get<{ Querystring: { from?: string } }>('/forgot', (request, reply) => {
        const from = origin(request.query.from ?? '');
        return send(reply, 200, renderForgotPage({ from, backHref: backHref(from) }));
      });

      scope.post('/forgot', async (request, reply) => {
        const values = formValues(request.body);
        const from = origin(values['from'] ?? '');
        const page = { from, backHref: backHref(from), email: values['email'] ?? '' };
        const verdict = deps.requestLimit
          ? await deps.requestLimit.check(request.ip, request.log)
          : { allowed: true as const };
        if (!verdict.allowed) {
          const error = refuseTooMany(reply, verdict.retryAfterSeconds);
          return send(reply, 429, renderForgotPage({ ...page, error }));
        }
        const parsed = validateForm(forgotPasswordSchema, values);
        if (!parsed.ok) return send(reply, 400, renderForgotPage({ ...page, fieldErrors: parsed.errors }));
        const account = await findAccountByEmail(db, parsed.value.email);
        // A disabled account gets no link: a new password would not let it sign in.
        if (account && !account.disabledAt) await issueResetLink(db, account.id, clocks());
        return send(
          reply,
          200,
          renderResetLinkSentPage({ email: parsed.value.email, backHref: page.backHref }),
        );
      });

      scope.get<{ Querystring: { token?: string } }>('/reset', async (request, reply) => {
        const token = request.query.token ?? '';
        const account = await accountOfUsableLink(db, token, deps.now());
        if (!account) return send(reply, 410, renderResetLinkUnusablePage());
        return send(reply, 200, renderResetPage({ token, email: account.email }));
      });

      scope.post('/reset', async (request, reply) => {
        const values = formValues(request.body);
        const token = values['token'] ?? '';
        const account = await accountOfUsableLink(db, token, deps.now());
        if (!account) return send(reply, 410, renderResetLinkUnusablePage());
        const again = (fieldErrors: Record<string, string>) =>
          send(reply, 400, renderResetPage({ token, email: account.email, fieldErrors }));
        const parsed = validateForm(resetPasswordSchema, values);
        if (!parsed.ok) return again(parsed.errors);
        if (await verifyPassword(account.passwordHash, parsed.value.newPassword))
          return again({ newPassword: messages.PASSWORD_SAME() });
        const passwordHash = await hashPassword(parsed.value.newPassword);
        const changed = await useResetLink(db, token, passwordHash, clocks());
        if (!changed) return send(reply, 410, renderResetLinkUnusablePage());
        await clearAccountThrottle(db, account.email);
        return send(reply, 200, renderPasswordChangedPage(deps.appSignIn));
      });
      done();
    },
    { prefix: PASSWORD_PAGES_PATH },
  );
}
