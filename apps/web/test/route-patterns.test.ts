// The app's <Router> parses each route pattern once (app/route-patterns.ts) instead of at every match.
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { parseRoutePattern } from '../src/app/route-patterns.ts';

describe('route patterns parsed once', () => {
  it('matches as wouter’s own parser does, exact and loose (a nested route)', () => {
    for (const [route, loose] of [
      ['/menu/product/:id/:slug', false],
      ['/search/*', false],
      ['/checkout', true],
    ] as const) {
      const ours = parseRoutePattern(route, loose);
      const theirs = parse(route, loose);
      expect(ours.keys).toEqual(theirs.keys);
      expect(ours.pattern.source).toBe(theirs.pattern.source);
    }
    expect(
      parseRoutePattern('/menu/product/:id/:slug').pattern.exec('/menu/product/301/latte')?.slice(1),
    ).toEqual(['301', 'latte']);
    expect(parseRoutePattern('/checkout', true).pattern.test('/checkout/payment')).toBe(true);
    expect(parseRoutePattern('/checkout').pattern.test('/checkout/payment')).toBe(false);
  });

  it('keeps one parse per pattern and mode', () => {
    expect(parseRoutePattern('/menu/:groupId')).toBe(parseRoutePattern('/menu/:groupId'));
    expect(parseRoutePattern('/menu/:groupId', true)).not.toBe(parseRoutePattern('/menu/:groupId'));
  });
});
