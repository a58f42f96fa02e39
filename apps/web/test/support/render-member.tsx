// A screen as the app mounts it for a member: the real urql client (with its bearer fetch) and the
// session provider, at `path` in jsdom's history.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as GraphQLProvider, type Client } from 'urql';
import { createGraphQLClient } from '../../src/lib/graphql-client.ts';
import { PageTitleProvider } from '../../src/lib/page-title.tsx';
import { SessionProvider } from '../../src/lib/session-context.tsx';

/** `client`: a fresh one, or the app's shared one where a test needs what the app's prefetch left in it. */
export function renderMember(path: string, screen: ReactNode, client: Client = createGraphQLClient()) {
  window.history.replaceState(null, '', path);
  return render(
    <GraphQLProvider value={client}>
      <SessionProvider>
        <PageTitleProvider>{screen}</PageTitleProvider>
      </SessionProvider>
    </GraphQLProvider>,
  );
}

export function storeTokens(access: string, refresh: string): void {
  sessionStorage.setItem('brewline.accessToken', access);
  sessionStorage.setItem('brewline.refreshToken', refresh);
}
