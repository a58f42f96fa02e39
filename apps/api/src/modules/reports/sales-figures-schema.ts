// The figures of a sales report's parts: by store, day, hour, pickup method, product, modifier,
// and the ordering funnel's steps.
import { PICKUP_METHOD_LABELS } from '@brewline/domain/reports/sales-report';
import type { FunnelStep } from '@brewline/domain/reports/analytics-events';
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { storedPickupMethod } from '@brewline/domain/store-hours/pickup';
import { type ModifierSales, type ProductSales } from './product-report-queries.ts';
import { averageTicketCents } from './report-export.ts';
import {
  type DaySales,
  type HourSales,
  type PickupSales,
  type SalesFigures,
  type StoreSales,
} from './sales-report-queries.ts';
const MONEY_NOTE = 'Whole cents (a Float, as a year of a chain can pass what an Int holds).';

export function addSalesFigureTypes(builder: Builder, enums: Pick<ClosedSetEnums, 'PickupMethod'>) {
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
      pickupMethod: t.field({ type: enums.PickupMethod, resolve: (p) => storedPickupMethod(p.pickupMethod) }),
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
  return {
    Figures,
    StoreSalesRef,
    DaySalesRef,
    HourSalesRef,
    PickupSalesRef,
    ProductSalesRef,
    ModifierSalesRef,
    FunnelStepRef,
  };
}
