// A back-office component under test with the app's own GraphQL client (answered by stubGraphQL at
// the fetch boundary) and a signed-in chain admin.
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createAdminClient } from '../../src/lib/graphql-client.ts';
import { StaffSessionProvider } from '../../src/lib/staff-session.tsx';

const BOSS = { memberId: 'm-1', email: 'boss@example.com', role: 'CHAIN_ADMIN' as const, storeIds: [] };

export function WithClient({ children }: { readonly children: ReactNode }) {
  const client = useMemo(() => createAdminClient(true), []);
  return (
    <Provider value={client}>
      <StaffSessionProvider staff={BOSS}>{children}</StaffSessionProvider>
    </Provider>
  );
}
