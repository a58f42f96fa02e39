// What publishing will change, as a table: each group, product, size, modifier group or scale the
// draft adds, changes or removes, with what changed, found by a word.
import type { ResultOf } from '../../lib/graphql.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import type { MenuDraftQuery } from './menu-draft-query.ts';

type Change = ResultOf<typeof MenuDraftQuery>['menuDraft']['changes'][number];

const KIND_LABELS: Record<string, { text: string; tone: string }> = {
  ADDED: { text: 'Added', tone: 'bg-green-100 text-green-900' },
  CHANGED: { text: 'Changed', tone: 'bg-amber-100 text-amber-900' },
  REMOVED: { text: 'Removed', tone: 'bg-red-100 text-red-900' },
};

/** What each kind of record is called in the list (the API's MenuChange.entityType). */
const ENTITY_LABELS: Record<string, string> = {
  group: 'Group',
  size: 'Size',
  modifierGroup: 'Modifier group',
  modifierScale: 'Scale',
  product: 'Product',
};

const columns: DataTableColumn<Change>[] = [
  {
    key: 'kind',
    header: 'Change',
    sortValue: (c) => c.kind,
    cell: (c) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_LABELS[c.kind]?.tone ?? ''}`}>
        {KIND_LABELS[c.kind]?.text ?? c.kind}
      </span>
    ),
  },
  {
    key: 'what',
    header: 'What',
    sortValue: (c) => c.entityType,
    cell: (c) => ENTITY_LABELS[c.entityType] ?? c.entityType,
  },
  {
    key: 'name',
    header: 'Name',
    sortValue: (c) => c.name,
    cell: (c) => <span className="font-medium">{c.name}</span>,
  },
  {
    key: 'details',
    header: 'What changed',
    cell: (c) => (c.details.length > 0 ? c.details.join(', ') : '—'),
  },
];

export function ChangesTable({ changes }: { changes: readonly Change[] }) {
  return (
    <DataTable
      caption="Changes publishing will make"
      columns={columns}
      rows={changes}
      rowKey={(c) => `${c.entityType}:${c.entityId}`}
      filterText={(c) => `${c.kind} ${c.name} ${c.details.join(' ')}`}
      filterLabel="Find a change"
      emptyMessage="The draft is the live menu: nothing to publish. Price changes made on the Prices page are published here too."
    />
  );
}
