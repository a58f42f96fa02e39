// The boundary check on small trees written for each case: a tree that keeps the rules passes, and
// each kind of forbidden import fails with the rule that names it (decision 007).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryBreaks, KNOWN_BREAKS_FILE } from '../check-boundaries.ts';

const trees: string[] = [];

/** Writes the files (path → source) into a fresh folder laid out like the repository. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'brewline-boundaries-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** A small tree that keeps every rule: the starting point each case breaks one way. */
const lawful: Record<string, string> = {
  'packages/domain/src/money.ts': 'export const cents = (n: number) => n;\n',
  [`${WEB}/lib/graphql.ts`]: 'export const client = 1;\n',
  [`${WEB}/ui/tile.tsx`]: 'export const Tile = 1;\n',
  [`${WEB}/features/cart/cart-page.tsx`]: [
    "import { cents } from '../../../../../packages/domain/src/money.ts';",
    "import { client } from '../../lib/graphql.ts';",
    "import { Tile } from '../../ui/tile.tsx';",
    "import { FavoriteButton } from '../favorites/public/favorite-button.tsx';",
    "import { total } from './cart-total.ts';",
    'export const page = [cents, client, Tile, FavoriteButton, total];',
    '',
  ].join('\n'),
  [`${WEB}/features/cart/cart-total.ts`]: 'export const total = 0;\n',
  [`${WEB}/features/favorites/public/favorite-button.tsx`]:
    "import { scope } from '../model/scope.ts';\nexport const FavoriteButton = scope;\n",
  [`${WEB}/features/favorites/model/scope.ts`]: 'export const scope = 1;\n',
  [`${WEB}/app/routes.tsx`]:
    "import { page } from '../features/cart/cart-page.tsx';\nexport const routes = [page];\n",
  [`${API}/modules/stores/store-repository.ts`]:
    'export interface StoreRecord { id: number }\nexport const findStore = 1;\n',
  [`${API}/modules/stores/store-service.ts`]:
    "import { findStore } from './store-repository.ts';\nexport const store = findStore;\n",
  [`${API}/modules/orders/order-service.ts`]: [
    "import type { StoreRecord } from '../stores/store-repository.ts';",
    "import { store } from '../stores/store-service.ts';",
    'export const order = (record: StoreRecord) => [record, store];',
    '',
  ].join('\n'),
};

async function breaksOf(files: Record<string, string>) {
  return (await findBoundaryBreaks(tree(files))).breaks;
}

describe('the boundary check', () => {
  it('passes a tree that keeps the rules', async () => {
    expect(await breaksOf(lawful)).toEqual([]);
  });

  it("fails a feature that imports another feature's inside", async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${WEB}/features/cart/cart-favorites.ts`]:
        "import { scope } from '../favorites/model/scope.ts';\nexport const s = scope;\n",
    });
    expect(breaks).toEqual([
      {
        rule: 'feature-through-public-entry',
        from: `${WEB}/features/cart/cart-favorites.ts`,
        to: `${WEB}/features/favorites/model/scope.ts`,
      },
    ]);
  });

  it('fails two features that reach each other, even through their public entries', async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${WEB}/features/cart/public/cart-count.ts`]: 'export const count = 0;\n',
      [`${WEB}/features/favorites/model/scope.ts`]:
        "import { count } from '../../cart/public/cart-count.ts';\nexport const scope = count;\n",
    });
    expect(breaks.map((broken) => [broken.rule, broken.from])).toEqual([
      ['no-cycle-between-units', `${WEB}/features/cart ↔ ${WEB}/features/favorites`],
    ]);
  });

  it('fails a feature that imports the app shell, and shared code that imports a feature', async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${WEB}/features/cart/cart-total.ts`]:
        "import { routes } from '../../app/routes.tsx';\nexport const total = routes;\n",
      [`${WEB}/ui/tile.tsx`]:
        "import { total } from '../features/cart/cart-total.ts';\nexport const Tile = total;\n",
    });
    const rules = breaks.map((broken) => broken.rule);
    expect(rules).toContain('feature-imports-no-app-shell');
    expect(rules).toContain('shared-code-imports-no-feature');
  });

  it("fails an API module that calls another module's repository, not its service", async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${API}/modules/orders/order-placement.ts`]:
        "import { findStore } from '../stores/store-repository.ts';\nexport const place = findStore;\n",
    });
    expect(breaks).toEqual([
      {
        rule: 'module-not-through-repository-or-schema',
        from: `${API}/modules/orders/order-placement.ts`,
        to: `${API}/modules/stores/store-repository.ts`,
      },
    ]);
  });

  it("fails a module that reaches a schema file in another module's subfolder", async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${API}/modules/orders/back-office/order-admin-schema.ts`]: 'export const addOrderAdmin = 1;\n',
      [`${API}/modules/board/board-schema.ts`]:
        "import { addOrderAdmin } from '../orders/back-office/order-admin-schema.ts';\nexport const b = addOrderAdmin;\n",
    });
    expect(breaks.map((broken) => broken.rule)).toEqual(['module-not-through-repository-or-schema']);
  });

  it("fails an orders subfolder that reads through the back office's reads", async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${API}/modules/orders/back-office/order-search.ts`]: 'export const searchOrders = 1;\n',
      [`${API}/modules/orders/jobs/late-order-watchdog.ts`]:
        "import { searchOrders } from '../back-office/order-search.ts';\nexport const watch = searchOrders;\n",
    });
    expect(breaks).toEqual([
      {
        rule: 'orders-not-through-back-office-reads',
        from: `${API}/modules/orders/jobs/late-order-watchdog.ts`,
        to: `${API}/modules/orders/back-office/order-search.ts`,
      },
    ]);
  });

  it('fails an app that imports another app, and a domain that imports an app', async () => {
    const breaks = await breaksOf({
      ...lawful,
      'apps/board/src/lib/prices.ts':
        "import { total } from '../../../web/src/features/cart/cart-total.ts';\nexport const p = total;\n",
      'packages/domain/src/cart.ts':
        "import { client } from '../../../apps/web/src/lib/graphql.ts';\nexport const c = client;\n",
    });
    const rules = breaks.map((broken) => broken.rule);
    expect(rules).toContain('apps-import-no-other-app');
    expect(rules).toContain('domain-imports-no-app');
  });

  it('fails two files that import each other', async () => {
    const breaks = await breaksOf({
      ...lawful,
      [`${WEB}/lib/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b;\n",
      [`${WEB}/lib/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    const cycles = breaks.filter((broken) => broken.rule === 'no-circular');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.to).toBe(`${WEB}/lib/b.ts → ${WEB}/lib/a.ts`);
  });

  it('lets a break listed as known pass, and still fails a new one', async () => {
    const forbidden = "import { scope } from '../favorites/model/scope.ts';\nexport const s = scope;\n";
    const known = [
      {
        type: 'dependency',
        from: `${WEB}/features/cart/old-break.ts`,
        to: `${WEB}/features/favorites/model/scope.ts`,
        rule: { severity: 'error', name: 'feature-through-public-entry' },
      },
    ];
    const root = tree({
      ...lawful,
      [`${WEB}/features/cart/old-break.ts`]: forbidden,
      [`${WEB}/features/cart/new-break.ts`]: forbidden,
      [KNOWN_BREAKS_FILE]: JSON.stringify(known),
    });
    const report = await findBoundaryBreaks(root);
    expect(report.known).toBe(1);
    expect(report.breaks.map((broken) => broken.from)).toEqual([`${WEB}/features/cart/new-break.ts`]);
  });
});
