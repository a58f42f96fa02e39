// Finding a member by e-mail, name, phone or Brewline Card number: whatever support was given.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { MemberLookupQuery } from './member-lookup-query.ts';

type MemberRow = ResultOf<typeof MemberLookupQuery>['adminMembers'][number];

const columns: DataTableColumn<MemberRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Link
        href={`/members/${encodeURIComponent(row.memberId)}`}
        className="font-semibold text-brand-ink underline-offset-2 hover:underline"
      >
        {row.firstName} {row.lastName}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', cell: (row) => row.email },
  { key: 'phone', header: 'Phone', cell: (row) => row.phone },
  {
    key: 'cards',
    header: 'Card features',
    cell: (row) =>
      row.cardsSuspended ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          Suspended
        </span>
      ) : (
        <span className="text-stone-600">Active</span>
      ),
  },
];

export function MemberLookupPage() {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const [{ data, error, fetching }] = useQuery({
    query: MemberLookupQuery,
    variables: { query },
    pause: query.length < 2,
  });
  return (
    <>
      <PageHeader
        title="Members"
        description="Look a member up by e-mail, name, phone or Brewline Card number to see their cards, rewards and account."
      />
      <div className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <label htmlFor="member-search" className="mb-1 block text-sm font-semibold text-stone-800">
          E-mail, name, phone or card number
        </label>
        <div className="relative max-w-lg">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id="member-search"
            type="search"
            className="input pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="ada@example.com"
          />
        </div>
      </div>
      {error && <Notice tone="error">{errorMessage(error)}</Notice>}
      {query.length >= 2 && (
        <DataTable
          caption="Members found"
          columns={columns}
          rowKey={(row) => row.memberId}
          rows={data?.adminMembers ?? []}
          emptyMessage={fetching ? 'Searching…' : 'No member matches.'}
        />
      )}
    </>
  );
}
