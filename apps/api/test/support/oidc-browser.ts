// Drives the authorization-code + PKCE flow with fetch, as the web app and a browser would: a cookie
// jar, redirects followed by hand, the interaction forms posted, the code exchanged form-encoded.
import { createPkcePair } from '@brewline/web-auth/pkce';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export class Browser {
  private readonly cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.baseUrl);
    const headers = new Headers(init.headers);
    if (absolute.origin === this.baseUrl && this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects until one reaches the app (its redirect URI, or another origin) or a page answers. */
  async follow(response: Response): Promise<Response | URL> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, this.baseUrl);
      if (next.origin !== this.baseUrl || next.pathname === new URL(redirectUriOf(this.baseUrl)).pathname)
        return next;
      current = await this.request(next.href);
    }
    throw new Error('Too many redirects');
  }
}

/** The web app's redirect URI on a server: its /login, registered because PUBLIC_URL is that server. */
export const redirectUriOf = (baseUrl: string): string => `${baseUrl}/login`;

export interface AuthorizationStart {
  browser: Browser;
  verifier: string;
  state: string;
  /** The interaction page's path, e.g. /oidc/interaction/abc. */
  interactionPath: string;
}

export async function startAuthorization(
  baseUrl: string,
  browser = new Browser(baseUrl),
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const pkce = await createPkcePair();
  const state = crypto.randomUUID();
  const query = new URLSearchParams({
    client_id: 'brewline-web',
    response_type: 'code',
    redirect_uri: redirectUriOf(baseUrl),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const response = await browser.request(`/oidc/auth?${query.toString()}`);
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`Authorization answered ${response.status}`);
  return { browser, verifier: pkce.verifier, state, interactionPath: new URL(location, baseUrl).pathname };
}

/** The code from the app's redirect URI, after checking the state came back unchanged. */
export function codeFrom(result: Response | URL, state: string): string {
  if (!(result instanceof URL)) throw new Error(`Expected a redirect to the app, got ${result.status}`);
  if (result.searchParams.get('state') !== state) throw new Error('State mismatch');
  const code = result.searchParams.get('code');
  if (!code) throw new Error(`No code: ${result.search}`);
  return code;
}

export async function exchangeCode(baseUrl: string, code: string, verifier: string): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code_verifier: verifier,
      grant_type: 'authorization_code',
      redirect_uri: redirectUriOf(baseUrl),
      code,
      client_id: 'brewline-web',
    }).toString(),
  });
}

export async function refresh(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'brewline-web',
      refresh_token: refreshToken,
      grant_type: 'refresh_token',
    }).toString(),
  });
}

export async function signUp(baseUrl: string, fields: SignUpFields): Promise<Tokens> {
  const start = await startAuthorization(baseUrl);
  const posted = await start.browser.postForm(`${start.interactionPath}/signup`, {
    ...fields,
    retypePassword: fields.password,
  });
  if (posted.status !== 303) throw new Error(`Sign-up answered ${posted.status}: ${await posted.text()}`);
  const code = codeFrom(await start.browser.follow(posted), start.state);
  const tokens = await exchangeCode(baseUrl, code, start.verifier);
  if (!tokens.ok) throw new Error(`Token exchange answered ${tokens.status}: ${await tokens.text()}`);
  return (await tokens.json()) as Tokens;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<Tokens> {
  const start = await startAuthorization(baseUrl);
  const posted = await start.browser.postForm(`${start.interactionPath}/login`, { email, password });
  if (posted.status !== 303) throw new Error(`Sign-in answered ${posted.status}`);
  const code = codeFrom(await start.browser.follow(posted), start.state);
  const tokens = await exchangeCode(baseUrl, code, start.verifier);
  if (!tokens.ok) throw new Error(`Token exchange answered ${tokens.status}: ${await tokens.text()}`);
  return (await tokens.json()) as Tokens;
}
