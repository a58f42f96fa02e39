// @vitest-environment node
// /menu as the server renders it for each publication (server/render-page.tsx, decision 015): the
// seasonal group's banner from the menu tables, in the first HTML; no banner when no group is seasonal.
import type { MenuTables, ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderedHtml } from './support/rendered-html.ts';
import { testMenuTables } from './support/menu-tables.ts';

const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const group = (row: Partial<ProductGroupRow> & Pick<ProductGroupRow, 'id' | 'name'>): ProductGroupRow => ({
  parentId: 0,
  isVisible: true,
  priority: row.id,
  image: 'hot-beverage',
  isSeasonal: false,
  bannerTitle: '',
  bannerSubtitle: '',
  bannerPicture: '',
  ...row,
});
const menuWith = (groups: ProductGroupRow[]): MenuTables => ({ ...testMenuTables, productGroups: groups });
const SEASONAL = group({
  id: 83,
  name: 'Holiday Favorites',
  isSeasonal: true,
  bannerTitle: 'Winter warmers are here',
  bannerSubtitle: 'Cozy up with a peppermint mocha',
  bannerPicture: 'snowflake',
});
const render = (tables: MenuTables) => renderedHtml('/menu', tables);

describe('/menu rendered by the server', () => {
  // The first render imports the app's screens through Vite's transform: slow on a busy machine.
  beforeAll(async () => {
    await render(testMenuTables);
  }, 60_000);

  it("draws the seasonal group's banner, leading to it, with its picture inline", async () => {
    const html = await render(menuWith([group({ id: 10, name: 'Hot Coffee' }), SEASONAL]));
    const banner = /<a[^>]*data-testid="hero-banner"[^>]*>.*?<\/a>/s.exec(html)?.[0] ?? '';
    expect(banner).toContain('href="/menu/83/"');
    expect(textOf(banner)).toContain(
      'Winter warmers are here Cozy up with a peppermint mocha See the lineup',
    );
    expect(banner).toMatch(/<img src="data:image\/svg\+xml,/);
    expect(textOf(html)).toContain('Order Now');
  });

  it('draws no banner when no group is seasonal, and no picture when the banner has none', async () => {
    const none = await render(menuWith([group({ id: 10, name: 'Hot Coffee' })]));
    expect(none).not.toContain('hero-banner');
    expect(textOf(none)).toContain('Order Now');
    expect(textOf(none)).toContain('Hot Coffee');
    const plain = await render(menuWith([{ ...SEASONAL, bannerSubtitle: '', bannerPicture: '' }]));
    const banner = /<a[^>]*data-testid="hero-banner"[^>]*>.*?<\/a>/s.exec(plain)?.[0] ?? '';
    expect(textOf(banner).trim()).toBe('Winter warmers are here See the lineup');
    expect(banner).not.toContain('<img');
  });
});
