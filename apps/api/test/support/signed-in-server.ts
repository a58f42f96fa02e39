// The whole server (buildServer: every module, the embedded identity provider) on a free loopback
// port, for the tests that sign members up and call GraphQL with their tokens. The issuer names the
// port, so the port is chosen before the server is built.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { loadIdentityConfig } from '../../src/identity/identity-config.ts';
import { buildServer, type ServerOptions } from '../../src/server.ts';
import { freePort } from './free-port.ts';
import { graphqlOver } from './graphql-post.ts';
import { signUp, type SignUpFields, type Tokens } from './oidc-browser.ts';
import type { TestDatabase } from './test-databases.ts';
import type { RunningServer } from './test-server.ts';
import type { GraphQLAnswer } from './graphql-post.ts';

export interface SignedInServerOptions extends Omit<ServerOptions, 'database' | 'webDistDir' | 'identity'> {
  /** Extra identity settings (OIDC_* variables) on top of the issuer and the test redirect URI. */
  identityEnv?: NodeJS.ProcessEnv;
}

export interface SignedInServer extends RunningServer {
  /** A GraphQL call as the member the token names, or as a guest without one. */
  graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<T>>;
}

/** Starts the server over an open test database; close() disposes of the database too. */
export async function startSignedInServer(
  database: TestDatabase,
  { identityEnv = {}, ...options }: SignedInServerOptions = {},
): Promise<SignedInServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { app } = await buildServer({
    database: database.handle,
    webDistDir: null,
    logLevel: 'warn',
    identity: loadIdentityConfig({ PUBLIC_URL: baseUrl, ...identityEnv }, port),
    ...options,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    database,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
      graphqlOver<T>(baseUrl, query, variables, token),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export interface SignedUpMember {
  tokens: Tokens;
  /** The access token (tokens.access_token). */
  token: string;
  /** The token's subject: the member's id. */
  memberId: string;
  email: string;
  password: string;
}

/** Signs a new member up through the embedded provider, as a browser would; `tag` names them. */
export async function signUpMember(
  baseUrl: string,
  tag: string,
  fields: Partial<SignUpFields> = {},
): Promise<SignedUpMember> {
  const account: SignUpFields = {
    firstName: 'Ada',
    lastName: `Lovelace ${tag}`,
    email: `ada.${tag}.${randomUUID()}@example.com`,
    phone: '3127360145',
    password: 'espresso-1',
    ...fields,
  };
  const tokens = await signUp(baseUrl, account);
  const memberId = decodeJwt(tokens.access_token).sub;
  if (typeof memberId !== 'string') throw new Error('The access token has no sub');
  return { tokens, token: tokens.access_token, memberId, email: account.email, password: account.password };
}
