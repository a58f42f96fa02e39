// The provider's interaction pages: sign in, sign up, or leave as a guest. Each successful form ends
// the interaction with the member's account id; the provider then issues the code (no consent screen:
// first-party-grant.ts). Sign-in failures count against the account and the address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { signInSchema, signUpSchema } from '@brewline/domain/validation/sign-in-forms';
import type { Db } from '../db/client.ts';
import { refuseTooMany, type AddressRateLimit } from '../http/address-rate-limit.ts';
import { checkPassword, signUpMember } from './account-store.ts';
import { renderExpiredPage, renderSignInPage, renderSignUpPage } from './interaction-pages.ts';
import type { MemberRecords } from './member-records.ts';
import { guardedPasswordCheck } from './login-throttle-store.ts';
import { acceptFormBodies, formValues } from './form-body.ts';
import { providerPageCsp, sendProviderPage } from './provider-page-reply.ts';

export interface InteractionDeps {
  provider: Provider;
  db: Db;
  /** The sign-in clock: lockouts (IdentityDeps.now). */
  now: () => Date;
  /** The business clock: the member records a sign-up starts (IdentityDeps.businessNow). */
  businessNow: () => Date;
  /** Where a dead-end page links back to: the web app. */
  appHome: string;
  /** Origins the sign-in forms may end up redirecting to (the client's redirect URIs). */
  clientOrigins: readonly string[];
  supportEmail: string;
  members: MemberRecords;
  /** Sign-ups per address (each costs a password hash and a new card); null: no limit. */
  signUpLimit: AddressRateLimit | null;
}

type Params = { uid: string };

export async function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { provider, db, now } = deps;
  // Form posts redirect on to the provider and then to the app: CSP's form-action must allow both.
  const csp = providerPageCsp(deps.clientOrigins);
  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    sendProviderPage(reply, status, body, csp);

  /** The interaction named in the URL, if the browser's interaction cookie is for it and it is live. */
  async function interactionOf(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const interaction: Interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch {
      return null;
    }
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const to = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(to, 303);
  }

  await app.register(
    (scope, _options, done) => {
      acceptFormBodies(scope);

      scope.get<{ Params: Params }>('/:uid', async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage(deps.appHome));
        if (interaction.prompt.name === 'login') {
          const signUp = interaction.params['screen'] === 'signup';
          return sendPage(
            reply,
            200,
            signUp ? renderSignUpPage({ uid: interaction.uid }) : renderSignInPage({ uid: interaction.uid }),
          );
        }
        // Any other prompt (consent) is answered for our first-party app without a screen.
        return finish(request, reply, { consent: {} });
      });

      scope.get<{ Params: Params }>('/:uid/signup', async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage(deps.appHome));
        return sendPage(reply, 200, renderSignUpPage({ uid: interaction.uid }));
      });

      scope.get<{ Params: Params }>('/:uid/abort', async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage(deps.appHome));
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'The member chose to continue as a guest.',
        });
      });

      scope.post<{ Params: Params }>('/:uid/login', async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage(deps.appHome));
        const values = formValues(request.body);
        const uid = interaction.uid;
        const email = values['email'] ?? '';
        const parsed = validateForm(signInSchema, values);
        if (!parsed.ok)
          return sendPage(reply, 400, renderSignInPage({ uid, email, fieldErrors: parsed.errors }));

        const attempt = { email: parsed.value.email, address: request.ip };
        const guarded = await guardedPasswordCheck(
          db,
          attempt,
          now,
          () => checkPassword(db, parsed.value.email, parsed.value.password),
          (result) => (result.ok ? 'right' : result.code === 'ACCOUNT_DISABLED' ? 'uncounted' : 'wrong'),
        );
        if ('refused' in guarded)
          return sendPage(reply, 429, renderSignInPage({ uid, email, error: guarded.refused }));
        const check = guarded.outcome;
        if (!check.ok && check.code === 'ACCOUNT_DISABLED') {
          return sendPage(
            reply,
            403,
            renderSignInPage({ uid, email, error: messages.ACCOUNT_DISABLED({ email: deps.supportEmail }) }),
          );
        }
        if (!check.ok) {
          const status = guarded.lockedNow ? 429 : 401;
          return sendPage(
            reply,
            status,
            renderSignInPage({ uid, email, error: guarded.lockedNow ?? messages.SIGN_IN_FAILED() }),
          );
        }
        return finish(request, reply, { login: { accountId: check.account.id, remember: true } });
      });

      scope.post<{ Params: Params }>('/:uid/signup', async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage(deps.appHome));
        const values = formValues(request.body);
        const uid = interaction.uid;
        const verdict = deps.signUpLimit
          ? await deps.signUpLimit.check(request.ip, request.log)
          : { allowed: true as const };
        if (!verdict.allowed) {
          const error = refuseTooMany(reply, verdict.retryAfterSeconds);
          return sendPage(reply, 429, renderSignUpPage({ uid, values, error }));
        }
        const parsed = validateForm(signUpSchema, values);
        if (!parsed.ok)
          return sendPage(reply, 400, renderSignUpPage({ uid, values, fieldErrors: parsed.errors }));
        const outcome = await signUpMember(db, parsed.value, deps.businessNow(), deps.members);
        if (!outcome.ok) {
          return sendPage(
            reply,
            409,
            renderSignUpPage({
              uid,
              values,
              fieldErrors: { email: messages.SIGN_UP_EMAIL_TAKEN() },
              emailTaken: true,
            }),
          );
        }
        return finish(request, reply, { login: { accountId: outcome.memberId, remember: true } });
      });
      done();
    },
    { prefix: '/oidc/interaction' },
  );
}
