// One part of the sales report as a CSV file, the same figures the back office draws.
import { PICKUP_METHOD_LABELS } from '@brewline/domain/reports/sales-report';
import type { Db } from '../../db/client.ts';
import { funnelForScope } from './report-funnel-rollup.ts';
import { TOP_LIMIT_MAX, topModifiers, topProducts } from './product-report-queries.ts';
import { dollars, toCsv, type CsvCell } from './report-csv.ts';
import type { ReportScope } from './report-scope.ts';
import {
  salesByDay,
  salesByHour,
  salesByPickupMethod,
  salesByStore,
  type SalesFigures,
} from './sales-report-queries.ts';

export const REPORT_PARTS = [
  'BY_STORE',
  'BY_DAY',
  'BY_HOUR',
  'PICKUP_METHODS',
  'TOP_PRODUCTS',
  'TOP_MODIFIERS',
  'FUNNEL',
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

const FIGURE_HEADER = [
  'Orders',
  'Sales',
  'Sales ($)',
  'Average ticket ($)',
  'Refunds',
  'Refunded ($)',
  'Failed',
];

export function averageTicketCents(figures: Pick<SalesFigures, 'sales' | 'salesCents'>): number | null {
  return figures.sales === 0 ? null : Math.round(figures.salesCents / figures.sales);
}

function figureCells(f: SalesFigures): CsvCell[] {
  const average = averageTicketCents(f);
  return [
    f.orders,
    f.sales,
    dollars(f.salesCents),
    average === null ? null : dollars(average),
    f.refunds,
    dollars(f.refundedCents),
    f.failed,
  ];
}

/** The file's name: brewline-by-day-2026-11-01-to-2026-11-30.csv. */
export function reportFileName(part: ReportPart, scope: ReportScope): string {
  return `brewline-${part.toLowerCase().replace(/_/g, '-')}-${scope.from}-to-${scope.to}.csv`;
}

export async function reportCsv(db: Db, scope: ReportScope, part: ReportPart): Promise<string> {
  switch (part) {
    case 'BY_STORE':
      return toCsv(
        ['Store', 'Store name', ...FIGURE_HEADER],
        (await salesByStore(db, scope)).map((r) => [r.storeId, r.storeName, ...figureCells(r)]),
      );
    case 'BY_DAY':
      return toCsv(
        ['Date', ...FIGURE_HEADER],
        (await salesByDay(db, scope)).map((r) => [r.date, ...figureCells(r)]),
      );
    case 'BY_HOUR':
      return toCsv(
        ['Hour', ...FIGURE_HEADER],
        (await salesByHour(db, scope)).map((r) => [
          `${String(r.hour).padStart(2, '0')}:00`,
          ...figureCells(r),
        ]),
      );
    case 'PICKUP_METHODS':
      return toCsv(
        ['Pickup method', ...FIGURE_HEADER],
        (await salesByPickupMethod(db, scope)).map((r) => [
          PICKUP_METHOD_LABELS[r.pickupMethod] ?? r.pickupMethod,
          ...figureCells(r),
        ]),
      );
    case 'TOP_PRODUCTS':
      return toCsv(
        ['Product', 'Product name', 'Quantity', 'Sales ($)'],
        (await topProducts(db, scope, TOP_LIMIT_MAX)).map((r) => [
          r.productId,
          r.productName,
          r.quantity,
          dollars(r.salesCents),
        ]),
      );
    case 'TOP_MODIFIERS':
      return toCsv(
        ['Modifier', 'Modifier name', 'Quantity', 'Sales ($)'],
        (await topModifiers(db, scope, TOP_LIMIT_MAX)).map((r) => [
          r.modifierId,
          r.modifierName,
          r.quantity,
          dollars(r.salesCents),
        ]),
      );
    case 'FUNNEL':
      return toCsv(
        ['Step', 'Count', 'Conversion (%)'],
        (await funnelForScope(db, scope)).map((step) => [
          step.label,
          step.count,
          step.conversion === null ? null : (step.conversion * 100).toFixed(1),
        ]),
      );
  }
}
