// The stores this person can see, with their names: every store for the chain-wide roles, a store
// manager's own for them. Read from the public store list and limited by the domain's scope rule;
// the server still checks the store on every operation.
import { staffStoreScope } from '@brewline/domain/accounts/staff-roles';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { CombinedError } from 'urql';
import { AdminStoresQuery } from './admin-stores-query.ts';
import { useStaffSession } from './staff-session.tsx';

export interface AdminStore {
  readonly storeId: number;
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly timeZone: string;
}

export interface AdminStores {
  /** Sorted by name; empty while loading. */
  readonly stores: readonly AdminStore[];
  readonly fetching: boolean;
  readonly error: CombinedError | undefined;
  /** A store's name, or "Store N" when it is not (yet) known. */
  readonly nameOf: (storeId: number) => string;
}

export function useAdminStores(): AdminStores {
  const { role, storeIds } = useStaffSession();
  const [{ data, fetching, error }] = useQuery({ query: AdminStoresQuery });
  return useMemo(() => {
    const scope = staffStoreScope({ role, storeIds });
    const stores = (data?.stores ?? [])
      .filter((store) => scope === 'ALL' || scope.includes(store.storeId))
      .sort((a, b) => a.name.localeCompare(b.name));
    const names = new Map((data?.stores ?? []).map((store) => [store.storeId, store.name]));
    return {
      stores,
      fetching,
      error,
      nameOf: (storeId: number) => names.get(storeId) ?? `Store ${storeId}`,
    };
  }, [data, fetching, error, role, storeIds]);
}
