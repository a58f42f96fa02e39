// The back office's reports over GraphQL (permission reports.view; a store manager their own stores):
// salesReport(from, to, storeIds) whose parts each run their own query when asked for, and
// salesReportCsv for a part as a CSV file. Dates are calendar days in each store's own time zone.
import { PICKUP_METHOD_LABELS } from '@brewline/domain/sales-report';
import type { FunnelStep } from '@brewline/domain/analytics-events';
import type { Builder } from '../../graphql/builder.ts';
import { requireStaff } from '../staff/staff-access.ts';
import {
  TOP_LIMIT_MAX,
  topModifiers,
  topProducts,
  type ModifierSales,
  type ProductSales,
} from './product-report-queries.ts';
import { reportScopeFor, seesWholeChain } from './report-access.ts';
import { catchUpReportRollups } from './report-rollup.ts';
import { funnelForScope } from './report-funnel-rollup.ts';
import { averageTicketCents, REPORT_PARTS, reportCsv, reportFileName } from './report-export.ts';
import type { ReportScope } from './report-scope.ts';
import {
  salesByDay,
  salesByHour,
  salesByPickupMethod,
  salesByStore,
  salesTotals,
  type DaySales,
  type HourSales,
  type PickupSales,
  type SalesFigures,
  type StoreSales,
} from './sales-report-queries.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

interface ReportRoot {
  scope: ReportScope;
  wholeChain: boolean;
}

const MONEY_NOTE = 'Whole cents (a Float, as a year of a chain can pass what an Int holds).';

export function addReportsAdminSchema(builder: Builder) {
  const Figures = builder.objectRef<SalesFigures>('SalesFigures').implement({
    description: 'Orders placed in the range and what became of them (docs/back-office-reports.md).',
    fields: (t) => ({
      orders: t.exposeInt('orders', { description: 'Orders placed, whatever became of them.' }),
      sales: t.exposeInt('sales', { description: 'Orders that are sales: neither refunded nor failed.' }),
      salesCents: t.exposeFloat('salesCents', {
        description: `What the sales brought in before tax. ${MONEY_NOTE}`,
      }),
      averageTicketCents: t.int({
        nullable: true,
        description: 'Sales ÷ number of sales, in cents; null without a sale.',
        resolve: (f) => averageTicketCents(f),
      }),
      refunds: t.exposeInt('refunds', { description: 'Orders refunded or waiting for their refund.' }),
      refundedCents: t.exposeFloat('refundedCents', {
        description: `Their totals, tax included. ${MONEY_NOTE}`,
      }),
      failed: t.exposeInt('failed', { description: 'Orders that failed (never made).' }),
    }),
  });

  const StoreSalesRef = builder.objectRef<StoreSales>('StoreSales').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      storeName: t.exposeString('storeName'),
      figures: t.field({ type: Figures, resolve: (r) => r }),
    }),
  });
  const DaySalesRef = builder.objectRef<DaySales>('DaySales').implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: "YYYY-MM-DD, in each store's time zone." }),
      figures: t.field({ type: Figures, resolve: (r) => r }),
    }),
  });
  const HourSalesRef = builder.objectRef<HourSales>('HourSales').implement({
    fields: (t) => ({
      hour: t.exposeInt('hour', { description: "0–23, the hour of the day in each store's time zone." }),
      figures: t.field({ type: Figures, resolve: (r) => r }),
    }),
  });
  const PickupSalesRef = builder.objectRef<PickupSales>('PickupMethodSales').implement({
    fields: (t) => ({
      pickupMethod: t.exposeString('pickupMethod', { description: 'IN_STORE, DRIVE_THRU or PARKING_LOT.' }),
      label: t.string({ resolve: (r) => PICKUP_METHOD_LABELS[r.pickupMethod] ?? r.pickupMethod }),
      figures: t.field({ type: Figures, resolve: (r) => r }),
    }),
  });
  const ProductSalesRef = builder.objectRef<ProductSales>('ProductSales').implement({
    fields: (t) => ({
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
      quantity: t.exposeInt('quantity'),
      salesCents: t.exposeFloat('salesCents', { description: MONEY_NOTE }),
    }),
  });
  const ModifierSalesRef = builder.objectRef<ModifierSales>('ModifierSales').implement({
    fields: (t) => ({
      modifierId: t.exposeInt('modifierId'),
      modifierName: t.exposeString('modifierName'),
      quantity: t.exposeInt('quantity', { description: 'Times added, pumps and shots counted.' }),
      salesCents: t.exposeFloat('salesCents', { description: MONEY_NOTE }),
    }),
  });
  const FunnelStepRef = builder.objectRef<FunnelStep>('ReportFunnelStep').implement({
    fields: (t) => ({
      label: t.exposeString('label'),
      count: t.exposeInt('count'),
      conversion: t.exposeFloat('conversion', {
        nullable: true,
        description: 'Share of the step before; null for the first.',
      }),
    }),
  });

  const limitOf = (limit: number): number => {
    if (!Number.isInteger(limit) || limit < 1 || limit > TOP_LIMIT_MAX)
      throw new Refusal('INVALID_INPUT', refusalMessages.REPORT_ROWS_RANGE({ max: TOP_LIMIT_MAX }));
    return limit;
  };

  const SalesReport = builder.objectRef<ReportRoot>('SalesReport').implement({
    description: 'Each part runs its own query when asked for; ask only for what is shown.',
    fields: (t) => ({
      from: t.string({ resolve: (r) => r.scope.from }),
      to: t.string({ resolve: (r) => r.scope.to }),
      storeIds: t.intList({
        nullable: true,
        description: 'The stores covered; null for every store of the chain.',
        resolve: (r) => (r.scope.storeIds === null ? null : [...r.scope.storeIds]),
      }),
      totals: t.field({ type: Figures, resolve: (r, _a, ctx) => salesTotals(ctx.db, r.scope) }),
      byStore: t.field({ type: [StoreSalesRef], resolve: (r, _a, ctx) => salesByStore(ctx.db, r.scope) }),
      byDay: t.field({ type: [DaySalesRef], resolve: (r, _a, ctx) => salesByDay(ctx.db, r.scope) }),
      byHour: t.field({ type: [HourSalesRef], resolve: (r, _a, ctx) => salesByHour(ctx.db, r.scope) }),
      pickupMethods: t.field({
        type: [PickupSalesRef],
        resolve: (r, _a, ctx) => salesByPickupMethod(ctx.db, r.scope),
      }),
      topProducts: t.field({
        type: [ProductSalesRef],
        args: { limit: t.arg.int({ defaultValue: 10, required: true }) },
        resolve: (r, args, ctx) => topProducts(ctx.db, r.scope, limitOf(args.limit)),
      }),
      topModifiers: t.field({
        type: [ModifierSalesRef],
        args: { limit: t.arg.int({ defaultValue: 10, required: true }) },
        resolve: (r, args, ctx) => topModifiers(ctx.db, r.scope, limitOf(args.limit)),
      }),
      funnel: t.field({
        type: [FunnelStepRef],
        nullable: true,
        description:
          "The chain's checkout funnel over the same days taken as UTC days; browsing belongs to no store, so it is the whole chain's whatever the stores, and null for a store manager.",
        resolve: (r, _a, ctx) => (r.wholeChain ? funnelForScope(ctx.db, r.scope) : null),
      }),
    }),
  });

  const ReportPartEnum = builder.enumType('ReportPart', { values: REPORT_PARTS });
  const ReportFile = builder.objectRef<{ fileName: string; csv: string }>('ReportFile').implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      csv: t.exposeString('csv', { description: 'RFC 4180 CSV, CRLF line ends, money in dollars.' }),
    }),
  });

  builder.queryFields((t) => ({
    salesReport: t.field({
      type: SalesReport,
      description: "Sales between two calendar days (both included) in each store's time zone.",
      args: {
        from: t.arg.string({ required: true }),
        to: t.arg.string({ required: true }),
        storeIds: t.arg.intList({ description: 'Every store you may see when left out.' }),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'reports.view');
        const scope = reportScopeFor(staff, args);
        await catchUpReportRollups(ctx.db);
        return { scope, wholeChain: seesWholeChain(staff) };
      },
    }),
    salesReportCsv: t.field({
      type: ReportFile,
      description: 'One part of salesReport as a CSV file.',
      args: {
        part: t.arg({ type: ReportPartEnum, required: true }),
        from: t.arg.string({ required: true }),
        to: t.arg.string({ required: true }),
        storeIds: t.arg.intList(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'reports.view');
        const scope = reportScopeFor(staff, args);
        if (args.part === 'FUNNEL' && !seesWholeChain(staff))
          throw new Refusal('FORBIDDEN', refusalMessages.REPORT_FUNNEL_CHAIN_ONLY());
        await catchUpReportRollups(ctx.db);
        return { fileName: reportFileName(args.part, scope), csv: await reportCsv(ctx.db, scope, args.part) };
      },
    }),
  }));
}
