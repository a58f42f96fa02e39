// The API and the identity provider as a member's browser meets them, at the fetch boundary:
// /identity-config.json, the token endpoint (form-encoded) and GraphQL with its bearer header.
import { vi } from 'vitest';

export interface MemberApiCall {
  readonly url: string;
  readonly method: string;
  readonly authorization: string | null;
  readonly operationName: string | null;
  readonly form: Record<string, string> | null;
  readonly variables: Record<string, unknown>;
}

export type GraphQLReply = { data?: unknown; errors?: unknown[] };

export interface MemberApi {
  /** GraphQL, by operation name, seeing the bearer token sent. */
  readonly graphql: Record<
    string,
    (variables: Record<string, unknown>, token: string | null) => GraphQLReply
  >;
  /** The token endpoint; null refuses (400 invalid_grant); 'offline' fails the fetch. */
  readonly token?: (
    form: Record<string, string>,
  ) => { access_token: string; refresh_token: string } | null | 'offline';
}

export const IDENTITY_CONFIG = {
  issuer: 'http://app.test/oidc',
  clientId: 'brewline-web',
  authorizationEndpoint: 'http://app.test/oidc/auth',
  tokenEndpoint: 'http://app.test/oidc/token',
  revocationEndpoint: null,
};

export const invalidToken = (): GraphQLReply => ({
  data: null,
  errors: [
    {
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' },
    },
  ],
});

export function memberProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MemberProfile',
    id: 'member-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: null,
    street: null,
    city: null,
    state: null,
    postalCode: null,
    email: 'ada@example.com',
    phone: '6025550123',
    ewardSubscription: true,
    birthdayPromotionMedium: 'None',
    badEmail: false,
    orderUpdatesEmail: true,
    birthdaySet: false,
    acknowledgedTerms: true,
    ...overrides,
  };
}

export function sessionData(overrides: Record<string, unknown> = {}) {
  return {
    session: {
      __typename: 'MemberSession',
      authenticated: true,
      id: 'member-1',
      birthdaySet: false,
      acknowledgedTerms: true,
      profile: memberProfile(overrides),
    },
  };
}

function operationNameOf(query: string): string | null {
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
}

export function stubMemberApi(api: MemberApi): MemberApiCall[] {
  const calls: MemberApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const authorization = new Headers(init?.headers).get('authorization');
      if (url.endsWith('/identity-config.json')) {
        calls.push({ url, method, authorization, operationName: null, form: null, variables: {} });
        return Promise.resolve(Response.json(IDENTITY_CONFIG));
      }
      if (url === IDENTITY_CONFIG.tokenEndpoint) {
        const form = Object.fromEntries(new URLSearchParams(init?.body as URLSearchParams));
        calls.push({ url, method, authorization, operationName: null, form, variables: {} });
        const tokens = api.token?.(form) ?? null;
        if (tokens === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          tokens ? Response.json(tokens) : Response.json({ error: 'invalid_grant' }, { status: 400 }),
        );
      }
      if (url.startsWith(IDENTITY_CONFIG.authorizationEndpoint)) {
        calls.push({ url, method, authorization, operationName: null, form: null, variables: {} });
        return Promise.resolve(new Response(null, { status: 400 }));
      }
      const search = new URL(url, 'http://app.test').searchParams;
      const body = (
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : {
              query: search.get('query') ?? '',
              variables: JSON.parse(search.get('variables') ?? '{}') as unknown,
            }
      ) as { query: string; variables?: Record<string, unknown> };
      const operationName = operationNameOf(body.query);
      const variables = body.variables ?? {};
      calls.push({ url, method, authorization, operationName, form: null, variables });
      const handler = operationName ? api.graphql[operationName] : undefined;
      const token = authorization?.replace(/^Bearer /, '') ?? null;
      const reply = handler
        ? handler(variables, token)
        : { errors: [{ message: `No ${operationName ?? '?'}` }] };
      return Promise.resolve(Response.json(reply));
    }),
  );
  return calls;
}
