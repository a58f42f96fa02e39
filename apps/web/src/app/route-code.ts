// Which lazily loaded screen a path opens on, and which paths open on a hero of their own. Read in two
// places: the browser starts that screen's code
// with the menu tables (route-prefetch.ts), and the build names the same code in each route's HTML
// (build/route-shells.ts), so a first visit fetches it with the entry instead of after it. A path
// matching none of these loads its code when its route renders (app-routes.tsx stays the route table).
export const ROUTE_CODE_PATHS = {
  product: /^\/(menu\/)?product\/\d+/,
  group: /^\/menu\/\d+\/?$/,
  cart: /^\/cart\/?$/,
  checkout: /^\/checkout(\/|$)/,
  orders: /^\/orders(\/|$)/,
  account: /^\/account(\/|$)/,
} as const satisfies Record<string, RegExp>;

/**
 * Paths whose first render draws a hero of their own while the tables download
 * (chrome/tables-placeholder.tsx): the build prerenders their page at them (build/route-shells.ts).
 */
export const HERO_PATHS = {
  menu: /^\/menu\/?$/,
  activeOrder: /^\/orders\/active\/?$/,
} as const satisfies Record<string, RegExp>;

export type RouteCodeKey = keyof typeof ROUTE_CODE_PATHS;

export const ROUTE_CODE_KEYS = Object.keys(ROUTE_CODE_PATHS) as RouteCodeKey[];

export function routeCodeOf(path: string): RouteCodeKey | null {
  return ROUTE_CODE_KEYS.find((key) => ROUTE_CODE_PATHS[key].test(path)) ?? null;
}
