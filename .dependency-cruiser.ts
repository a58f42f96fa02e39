// Brewline's dependency rules, in one place (decision 007, docs/architecture.md). `npm test` runs
// them through scripts/check-boundaries.ts; `npx depcruise apps packages` runs the rules alone.
//
// Paths are relative to the repository root. `$1`, `$2` in a `to` refer to the groups captured
// by the `from` path of the same rule (dependency-cruiser's group matching).
import type { IConfiguration } from 'dependency-cruiser';

const config: IConfiguration = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycles between files, anywhere (modules that import each other cannot be read or tested alone).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'apps-import-no-other-app',
      comment: 'An app never imports another app: what two apps share lives in packages/domain.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'The business rules depend on no app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-auth-imports-no-app',
      comment:
        'The shared browser sign-in (packages/web-auth) serves the customer app and the back office; it imports no app (apps import it), only the domain.',
      severity: 'error',
      from: { path: '^packages/web-auth/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-imports-no-browser-code',
      comment: 'The business rules hold no browser code: the domain never imports packages/web-auth.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/web-auth/' },
    },
    {
      name: 'feature-through-public-entry',
      comment:
        "A browser app's feature uses another feature only through what that feature declares public: the files in its public/ folder.",
      severity: 'error',
      from: { path: '^apps/(web|board|admin)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/',
        pathNot: '^apps/$1/src/features/($2/|[^/]+/public/)',
      },
    },
    {
      name: 'feature-imports-no-app-shell',
      comment: 'The app shell (src/app) composes the features; a feature never imports it back.',
      severity: 'error',
      from: { path: '^apps/(web|board|admin)/src/features/' },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment: 'lib/ and ui/ are what features share: they import no feature and not the app shell.',
      severity: 'error',
      from: { path: '^apps/(web|board|admin)/src/(lib|ui)/' },
      to: { path: '^apps/$1/src/(features|app)/' },
    },
    {
      name: 'module-not-through-repository-or-schema',
      comment:
        "An API module calls another module through its services, never through that module's repository (its tables) or its GraphQL schema file. Type-only imports are allowed: a record's shape, or a GraphQL object ref another schema file declares (code-first GraphQL composes types that way).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/.*[^/]-(repository|schema)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'orders-not-through-back-office-reads',
      comment:
        "The orders module's checkout, life cycle, jobs and refunds never read through the back office's reads (orders/back-office/: the order search and an order's whole life): those serve staff screens and may change with them.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/orders/', pathNot: '^apps/api/src/modules/orders/back-office/' },
      to: { path: '^apps/api/src/modules/orders/back-office/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    // Type-only imports count: a cycle through types still ties the two files together.
    tsPreCompilationDeps: true,
  },
};

export default config;

/**
 * The units whose imports must not form a cycle, beyond single files: each web, board and back-office
 * feature, each other top-level folder of a browser app (app, lib, ui, ...), each API module,
 * each other top-level folder of the API, each folder of the domain's sources, and the domain. The first pattern a file matches
 * names its unit; a file that matches none belongs to no unit (tests, scripts, entry points).
 */
export const cycleUnits: readonly RegExp[] = [
  /^apps\/(web|board|admin)\/src\/features\/([^/]+)\//,
  /^apps\/(web|board|admin)\/src\/([^/]+)\//,
  /^apps\/api\/src\/modules\/([^/]+)\//,
  /^apps\/api\/src\/([^/]+)\//,
  // Each concept of the domain (menu, store-hours, orders, ...) is a unit: no cycle between them.
  /^packages\/domain\/src\/([^/]+)\//,
  /^packages\/domain\//,
  /^packages\/web-auth\//,
];

/**
 * Composition roots: files whose job is to wire every module together (the GraphQL schema and
 * the per-request context). Everything imports toward them or from them by design, so they take
 * no part in the unit cycles; the file-level no-circular rule still covers them.
 */
export const compositionRoots: readonly string[] = [
  'apps/api/src/build-schema.ts',
  'apps/api/src/context.ts',
  // The demo seed loads its data through the modules' own services (the back office's), like a client.
  'apps/api/src/db/seed/seed-demo-data.ts',
];
