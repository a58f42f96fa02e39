// An invitation's role, each with what it may do, and a store manager's stores, found by name, city
// or state.
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@brewline/domain/accounts/staff-roles';
import { useId, useState } from 'react';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { FieldGroup } from '../../ui/form-field.tsx';

const ROLE_HELP: Record<StaffRole, string> = {
  CHAIN_ADMIN: 'Everything: menu, prices, stores, people, reports.',
  STORE_MANAGER: 'Their own stores: hours, boards, orders and refunds, reports.',
  SUPPORT: 'Orders and refunds, members’ cards and accounts, in every store. No menu or prices.',
};

export function RoleChoice({ role, onChange }: { role: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <FieldGroup legend="Role">
      <div className="grid gap-2 sm:grid-cols-3">
        {STAFF_ROLES.map((value) => (
          <label
            key={value}
            className={`flex cursor-pointer flex-col rounded-lg border p-3 text-sm ${
              role === value ? 'border-brand-ink bg-brand-soft' : 'border-stone-300 hover:bg-stone-50'
            }`}
          >
            <span className="flex items-center gap-2 font-semibold text-stone-900">
              <input
                type="radio"
                name="role"
                value={value}
                checked={role === value}
                onChange={() => onChange(value)}
                className="accent-brand-ink"
              />
              {STAFF_ROLE_LABELS[value]}
            </span>
            <span className="mt-1 text-stone-600">{ROLE_HELP[value]}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

export function StorePicker({
  storeIds,
  error,
  onChange,
}: {
  storeIds: readonly number[];
  error: string | null;
  onChange: (storeIds: readonly number[]) => void;
}) {
  const filterId = useId();
  const { stores } = useAdminStores();
  const [filter, setFilter] = useState('');
  const shown = stores.filter((store) =>
    `${store.name} ${store.city} ${store.state}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const toggle = (storeId: number, on: boolean) =>
    onChange(on ? [...storeIds, storeId] : storeIds.filter((id) => id !== storeId));
  return (
    <FieldGroup legend="Stores they manage" hint={`${storeIds.length} chosen`} error={error}>
      <label className="sr-only" htmlFor={filterId}>
        Find a store
      </label>
      <input
        id={filterId}
        type="search"
        className="input mb-2"
        placeholder="Find a store"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="max-h-52 overflow-y-auto rounded-lg border border-stone-200">
        {shown.map((store) => (
          <li key={store.storeId} className="border-b border-stone-100 last:border-b-0">
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-stone-50">
              <input
                type="checkbox"
                checked={storeIds.includes(store.storeId)}
                onChange={(event) => toggle(store.storeId, event.target.checked)}
                className="size-4 accent-brand-ink"
              />
              <span className="font-medium text-stone-900">{store.name}</span>
              <span className="text-stone-600">
                {store.city}, {store.state}
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-3 py-2 text-sm text-stone-600">No store matches “{filter}”.</li>
        )}
      </ul>
    </FieldGroup>
  );
}
