// Reports (reports.view; a store manager sees their own stores): the headline figures, sales by day
// and by hour, pickup methods, what sold, the funnel (chain-wide staff only) and every store's
// figures, for the chosen days and store, with a CSV export. The server computes every figure
// (docs/back-office-reports.md says what each means); this page only draws them.
import { reportRangeProblem } from '@brewline/domain/reports/sales-report';
import { useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BarList, ColumnChart } from './report-charts.tsx';
import { ReportExport } from './report-export.tsx';
import { ReportFilters, type ReportFilter } from './report-filters.tsx';
import { count, hourText, lastDays, money, moneyShort, percent, shortDay } from './report-format.ts';
import { SalesReportQuery } from './sales-report-query.ts';

type Report = ResultOf<typeof SalesReportQuery>['salesReport'];
type StoreRow = Report['byStore'][number];

function Figure({
  label,
  value,
  note,
}: {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-stone-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-sm text-stone-600">{note}</dd>}
    </div>
  );
}

const storeColumns: DataTableColumn<StoreRow>[] = [
  { key: 'store', header: 'Store', sortValue: (r) => r.storeName, cell: (r) => r.storeName },
  {
    key: 'sales',
    header: 'Sales',
    align: 'right',
    sortValue: (r) => r.figures.salesCents,
    cell: (r) => money(r.figures.salesCents),
  },
  {
    key: 'orders',
    header: 'Sold orders',
    align: 'right',
    sortValue: (r) => r.figures.sales,
    cell: (r) => count(r.figures.sales),
  },
  {
    key: 'ticket',
    header: 'Avg. ticket',
    align: 'right',
    sortValue: (r) => r.figures.averageTicketCents,
    cell: (r) => (r.figures.averageTicketCents === null ? '—' : money(r.figures.averageTicketCents)),
  },
  {
    key: 'refunds',
    header: 'Refunds',
    align: 'right',
    sortValue: (r) => r.figures.refunds,
    cell: (r) => count(r.figures.refunds),
  },
  {
    key: 'failed',
    header: 'Failed',
    align: 'right',
    sortValue: (r) => r.figures.failed,
    cell: (r) => count(r.figures.failed),
  },
];

function ReportBody({ report }: { readonly report: Report }) {
  const { totals } = report;
  const bestDay = [...report.byDay].sort((a, b) => b.figures.salesCents - a.figures.salesCents)[0];
  const busiestHour = [...report.byHour].sort((a, b) => b.figures.orders - a.figures.orders)[0];
  return (
    <>
      <dl className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Sales" value={money(totals.salesCents)} note="Before tax" />
        <Figure label="Sold orders" value={count(totals.sales)} note={`${count(totals.orders)} placed`} />
        <Figure
          label="Average ticket"
          value={totals.averageTicketCents === null ? '—' : money(totals.averageTicketCents)}
        />
        <Figure label="Refunds" value={count(totals.refunds)} note={money(totals.refundedCents)} />
        <Figure
          label="Failed orders"
          value={count(totals.failed)}
          note={totals.orders > 0 ? `${percent(totals.failed / totals.orders)} of placed` : undefined}
        />
      </dl>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="xl:col-span-2">
          <ColumnChart
            title="Sales by day"
            valueHeader="Sales"
            summary={
              bestDay && bestDay.figures.salesCents > 0
                ? `Best day ${shortDay(bestDay.date)} with ${money(bestDay.figures.salesCents)}.`
                : 'No sales in this range.'
            }
            axisText={moneyShort}
            points={report.byDay.map((d) => ({
              key: d.date,
              label: shortDay(d.date),
              value: d.figures.salesCents,
              valueText: money(d.figures.salesCents),
            }))}
          />
        </div>
        <div className="xl:col-span-2">
          <ColumnChart
            title="Orders by hour of the day"
            valueHeader="Orders"
            summary={
              busiestHour && busiestHour.figures.orders > 0
                ? `Busiest at ${hourText(busiestHour.hour)} with ${count(busiestHour.figures.orders)} orders.`
                : 'No orders in this range.'
            }
            axisText={count}
            wholeNumbers
            points={report.byHour.map((h) => ({
              key: String(h.hour),
              label: hourText(h.hour),
              value: h.figures.orders,
              valueText: count(h.figures.orders),
            }))}
          />
        </div>
        <BarList
          title="Pickup methods"
          headers={['Method', 'Orders', 'Sales']}
          emptyMessage="No orders in this range."
          rows={report.pickupMethods.map((p) => ({
            key: p.pickupMethod,
            label: p.label,
            value: p.figures.orders,
            cells: [count(p.figures.orders), money(p.figures.salesCents)],
          }))}
        />
        <BarList
          title="Top products"
          headers={['Product', 'Sold', 'Sales']}
          rows={report.topProducts.map((p) => ({
            key: String(p.productId),
            label: p.productName,
            value: p.quantity,
            cells: [count(p.quantity), money(p.salesCents)],
          }))}
        />
        <BarList
          title="Top modifiers"
          headers={['Modifier', 'Added', 'Sales']}
          rows={report.topModifiers.map((m) => ({
            key: String(m.modifierId),
            label: m.modifierName,
            value: m.quantity,
            cells: [count(m.quantity), money(m.salesCents)],
          }))}
        />
        {report.funnel && (
          <BarList
            title="Checkout funnel (whole chain, UTC days)"
            headers={['Step', 'Count', 'Of the step before']}
            emptyMessage="No visits in this range."
            rows={report.funnel.map((step, index) => ({
              key: step.label,
              label: step.label,
              value: step.count,
              // A share of nothing means nothing: no figure when the step before counted none.
              cells: [
                count(step.count),
                step.conversion === null || (report.funnel?.[index - 1]?.count ?? 0) === 0
                  ? '—'
                  : percent(step.conversion),
              ],
            }))}
          />
        )}
        <section aria-labelledby="by-store-title" className="xl:col-span-2">
          <h2 id="by-store-title" className="mb-2 font-semibold text-stone-900">
            Sales by store
          </h2>
          <DataTable
            caption="Sales by store"
            columns={storeColumns}
            rows={report.byStore}
            rowKey={(r) => r.storeId}
            filterText={(r) => r.storeName}
            filterLabel="Find a store"
            initialSort={{ key: 'sales', direction: 'desc' }}
            pageSize={10}
          />
        </section>
      </div>
    </>
  );
}

export default function ReportsPage() {
  const { role } = useStaffSession();
  const { stores } = useAdminStores();
  const [filter, setFilter] = useState<ReportFilter>(() => ({ ...lastDays(30), storeId: null }));
  const [exportError, setExportError] = useState<string | null>(null);
  const valid = reportRangeProblem(filter.from, filter.to) === null;
  const variables = {
    from: filter.from,
    to: filter.to,
    storeIds: filter.storeId === null ? null : [filter.storeId],
  };
  const [{ data, fetching, error }] = useQuery({ query: SalesReportQuery, variables, pause: !valid });
  const wholeChain = role !== 'STORE_MANAGER';
  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales, refunds and what sold, for the days and stores you choose."
        actions={
          <ReportExport
            variables={variables}
            wholeChain={wholeChain}
            disabled={!valid}
            onError={setExportError}
          />
        }
      />
      <ReportFilters
        filter={filter}
        stores={stores}
        allStoresLabel={wholeChain ? 'All stores' : 'All my stores'}
        onChange={setFilter}
      />
      {exportError && (
        <Notice tone="error" title="The export failed" onDismiss={() => setExportError(null)}>
          {exportError}
        </Notice>
      )}
      {error && (
        <Notice tone="error" title="The report could not be loaded">
          {errorMessage(error)}
        </Notice>
      )}
      <div aria-busy={fetching || undefined}>
        {data ? (
          <ReportBody report={data.salesReport} />
        ) : (
          fetching && <p className="py-10 text-center text-stone-600">Adding up the figures…</p>
        )}
      </div>
    </>
  );
}
