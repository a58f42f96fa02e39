// No consent screen for our own web app: the grant is made (or widened) as the request asks, the
// recipe the library documents for first-party clients. Every client the embedded provider knows is
// ours, so this applies to all of them.
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant revoked by logout leaves its id in the session cookie: start a new one then.
  const grant =
    existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });

  const scopes = [...oidc.requestParamOIDCScopes].join(' ');
  if (scopes) grant.addOIDCScope(scopes);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    if (server.scope) grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}
