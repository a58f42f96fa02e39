import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, buildFunnel } from '../src/reports/analytics-events.ts';

const cart = '0b0f5c1e-8d2a-4c55-9b1e-3f2a4d5e6f70';

describe('analytics events', () => {
  it('accepts a batch of known events with id properties', () => {
    const batch = {
      sessionCartId: cart,
      events: [
        { name: 'product_view', at: '2026-11-21T18:00:00.000Z', props: { productId: 301, storeId: 111 } },
      ],
    };
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(true);
  });

  it('refuses unknown events, free text that could be personal data, and oversized batches', () => {
    const event = (props: Record<string, unknown>, name = 'cart_add') => ({
      sessionCartId: cart,
      events: [{ name, at: '2026-11-21T18:00:00.000Z', props }],
    });
    expect(analyticsBatchSchema.safeParse(event({}, 'login_password')).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(event({ email: 'ada@example.com' })).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(event({ name: 'Ada Lovelace' })).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ sessionCartId: 'not-a-uuid', events: [] }).success).toBe(false);
    const many = {
      sessionCartId: cart,
      events: Array.from({ length: 51 }, () => ({
        name: 'menu_view',
        at: '2026-11-21T18:00:00.000Z',
        props: {},
      })),
    };
    expect(analyticsBatchSchema.safeParse(many).success).toBe(false);
  });

  it('builds the funnel with the conversion of each step from the one before', () => {
    const funnel = buildFunnel({
      menuViews: 200,
      productViews: 100,
      addToCart: 40,
      checkoutStarted: 20,
      ordersPlaced: 15,
    });
    expect(funnel.map((s) => [s.label, s.count, s.conversion])).toEqual([
      ['Menu views', 200, null],
      ['Product views', 100, 0.5],
      ['Add to cart', 40, 0.4],
      ['Checkout started', 20, 0.5],
      ['Orders placed', 15, 0.75],
    ]);
    expect(
      buildFunnel({ menuViews: 0, productViews: 0, addToCart: 0, checkoutStarted: 0, ordersPlaced: 0 })[1]
        ?.conversion,
    ).toBe(0);
  });
});
