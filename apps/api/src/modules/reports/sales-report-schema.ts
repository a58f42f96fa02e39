// A sales report whose parts each run their own query when asked for.
import type { Builder } from '../../graphql/builder.ts';
import { TOP_LIMIT_MAX, topModifiers, topProducts } from './product-report-queries.ts';
import { funnelForScope } from './report-funnel-rollup.ts';
import type { ReportScope } from './report-scope.ts';
import {
  salesByDay,
  salesByHour,
  salesByPickupMethod,
  salesByStore,
  salesTotals,
} from './sales-report-queries.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addSalesFigureTypes } from './sales-figures-schema.ts';

interface ReportRoot {
  scope: ReportScope;
  wholeChain: boolean;
}

export function addSalesReportType(builder: Builder, figures: ReturnType<typeof addSalesFigureTypes>) {
  const {
    Figures,
    StoreSalesRef,
    DaySalesRef,
    HourSalesRef,
    PickupSalesRef,
    ProductSalesRef,
    ModifierSalesRef,
    FunnelStepRef,
  } = figures;
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
  return SalesReport;
}
