// Audit log (audit.view: chain admins): every back-office change, newest first, filtered by person,
// action, store and days, a page at a time; a change opens with its record before and after.
import { useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { initialTableState, type TableState } from '../../ui/table-state.ts';
import { AuditDetail, type AuditEntryView } from './audit-detail.tsx';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './audit-filters.tsx';
import { AuditLogFacetsQuery } from './audit-facets-query.ts';
import { endOfLocalDay, startOfLocalDay, whenText } from './audit-format.ts';
import { AuditLogQuery } from './audit-log-query.ts';

const PAGE_SIZE = 25;

function auditColumns(
  nameOf: (storeId: number) => string,
  onOpen: (entry: AuditEntryView) => void,
): DataTableColumn<AuditEntryView>[] {
  return [
    { key: 'at', header: 'When', cell: (e) => <span className="whitespace-nowrap">{whenText(e.at)}</span> },
    { key: 'who', header: 'Who', cell: (e) => e.actorEmail },
    { key: 'action', header: 'What', cell: (e) => <span className="font-mono text-[13px]">{e.action}</span> },
    {
      key: 'record',
      header: 'Record',
      cell: (e) => (
        <span title={`${e.entityType} ${e.entityId}`}>
          {e.entityType} {e.entityId.length > 12 ? `${e.entityId.slice(0, 8)}…` : e.entityId}
        </span>
      ),
    },
    { key: 'store', header: 'Store', cell: (e) => (e.storeId === null ? '—' : nameOf(e.storeId)) },
    {
      key: 'open',
      header: 'Details',
      hiddenHeader: true,
      align: 'right',
      cell: (e) => (
        <Button
          variant="quiet"
          onClick={() => onOpen(e)}
          aria-label={`Show the change ${e.action} of ${whenText(e.at)}`}
        >
          View
        </Button>
      ),
    },
  ];
}

export default function AuditLogPage() {
  const { stores, nameOf } = useAdminStores();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [table, setTable] = useState<TableState>(() => initialTableState(null, PAGE_SIZE));
  // The cursor that starts each page seen so far: page 0 starts at the newest entry.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const [facets] = useQuery({ query: AuditLogFacetsQuery });
  const [{ data, fetching, error }] = useQuery({
    query: AuditLogQuery,
    variables: {
      actor: table.filter.trim() || null,
      action: filters.action || null,
      storeId: filters.storeId ? Number(filters.storeId) : null,
      since: startOfLocalDay(filters.from),
      until: endOfLocalDay(filters.to),
      first: PAGE_SIZE,
      after: cursors[table.page] ?? null,
    },
  });
  const page = data?.auditLog;
  const restart = (next: AuditFilterValues) => {
    setFilters(next);
    setCursors([null]);
    setTable((state) => ({ ...state, page: 0 }));
  };
  const onTableChange = (next: TableState) => {
    if (next.filter !== table.filter) setCursors([null]);
    else if (next.page > table.page && page?.nextCursor != null) {
      const cursor = page.nextCursor;
      setCursors((known) => [...known.slice(0, next.page), cursor]);
    }
    setTable(next.filter !== table.filter ? { ...next, page: 0 } : next);
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the back office: who, when, and the record before and after."
      />
      <AuditFilters
        filters={filters}
        actions={facets.data?.auditLogFacets.actions ?? []}
        stores={stores}
        onChange={restart}
      />
      {error && (
        <Notice tone="error" title="The audit log could not be loaded">
          {errorMessage(error)}
        </Notice>
      )}
      <DataTable
        caption="Audit log"
        columns={auditColumns(nameOf, setOpen)}
        rowKey={(e) => e.id}
        filterLabel="Find by the person's e-mail"
        emptyMessage="No change matches these filters."
        server={{
          rows: page?.entries ?? [],
          total: page?.total ?? 0,
          state: table,
          onStateChange: onTableChange,
          fetching,
        }}
      />
      {open && (
        <AuditDetail
          entry={open}
          storeName={open.storeId === null ? null : nameOf(open.storeId)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
