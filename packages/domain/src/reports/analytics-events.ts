// The analytics events both apps agree on (docs/product/ordering.md#calls: product, favorite, cart,
// checkout, find drink, store zip) and the funnel built from them. Properties are ids only: no
// personal data.
import { z } from 'zod';

export const ANALYTICS_EVENT_NAMES = [
  'menu_view',
  'product_view',
  'favorite_toggle',
  'cart_add',
  'cart_remove',
  'checkout_start',
  'checkout_step',
  'find_drink',
  'store_zip',
  'category_click',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Ids and small codes only; a free-text value could carry a name or an email. */
const propValue = z.union([
  z.number().int().finite(),
  z.boolean(),
  z.string().regex(/^[A-Za-z0-9_:-]{1,40}$/),
]);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  at: z.iso.datetime(),
  props: z
    .record(z.string().regex(/^[a-zA-Z]{1,30}$/), propValue)
    .refine((p) => Object.keys(p).length <= 8, 'At most 8 properties.'),
});

export const analyticsBatchSchema = z.object({
  sessionCartId: z.uuid(),
  events: z.array(analyticsEventSchema).min(1).max(50),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export interface FunnelStep {
  label: string;
  count: number;
  /** Share of the previous step, null for the first. */
  conversion: number | null;
}

/** Menu views -> product views -> add to cart -> checkout started -> orders placed. */
export function buildFunnel(counts: {
  menuViews: number;
  productViews: number;
  addToCart: number;
  checkoutStarted: number;
  ordersPlaced: number;
}): FunnelStep[] {
  const steps: [string, number][] = [
    ['Menu views', counts.menuViews],
    ['Product views', counts.productViews],
    ['Add to cart', counts.addToCart],
    ['Checkout started', counts.checkoutStarted],
    ['Orders placed', counts.ordersPlaced],
  ];
  return steps.map(([label, count], index) => {
    const previous = index === 0 ? null : (steps[index - 1]?.[1] ?? 0);
    return { label, count, conversion: previous === null ? null : previous === 0 ? 0 : count / previous };
  });
}
