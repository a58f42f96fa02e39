// The menu files after a publication (decision 009): a table whose content did not change keeps its
// file (same name, compressed once); a changed table gets a new content-hashed name, is served at
// once and every encoding decodes to the same table; the names are the ones a server starting on the
// new menu would give, so every server lists the same files.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import { precompress } from '../src/http/precompressed.ts';
import {
  buildProductDataFiles,
  compressFilesAtBest,
  rebuildProductDataFiles,
} from '../src/modules/menu/product-data-files.ts';

const NUTRITION = {
  calories: 190,
  fatGrams: 7,
  carbohydrateGrams: 19,
  proteinGrams: 12,
  caffeineMg: 150,
  sugarGrams: 17,
};

const product = (id: number, name: string): MenuTables['products'][number] => ({
  id,
  name,
  ticketName: name.slice(0, 12),
  description: `${name}: espresso and steamed milk, `.repeat(20),
  icon: 'cup',
  image: 'latte',
  priority: null,
  autoModify: false,
  ingredients: [{ groupId: 1, componentId: 1, name: 'Espresso' }],
  nutrition: NUTRITION,
  allergens: ['Milk'],
});

const menu: MenuTables = {
  regions: [{ id: 1, name: 'West' }],
  productGroups: [
    {
      id: 11,
      parentId: 0,
      name: 'Lattes',
      isVisible: true,
      priority: 1,
      image: 'latte',
      isSeasonal: false,
      bannerTitle: '',
      bannerSubtitle: '',
      bannerPicture: '',
    },
  ],
  products: Array.from({ length: 40 }, (_, i) => product(301 + i, `Latte ${i}`)),
  productGroupProducts: [{ groupId: 11, productId: 301 }],
  sizes: [{ id: 3, name: 'Grande', ounces: 16, priority: 3 }],
  productSizes: [{ productId: 301, sizeId: 3, isDefault: true }],
  productVersions: [],
  modifierGroups: [],
  modifierScales: [],
  modifiers: [],
  productModifierGroups: [],
  productModifierScales: [],
  productVisibility: [],
};

const listed = (index: Buffer): { tableName: string; fileName: string }[] =>
  JSON.parse(index.toString('utf8')) as { tableName: string; fileName: string }[];

describe('menu files after a publication', () => {
  it('keeps the file of every unchanged table and names the changed one as a fresh build does', async () => {
    const before = buildProductDataFiles(menu);
    const published: MenuTables = { ...menu, products: [...menu.products, product(341, 'Maple Latte')] };

    const files = rebuildProductDataFiles(published, before);
    const fresh = buildProductDataFiles(published);
    expect(files.index.body.toString()).toBe(fresh.index.body.toString());
    expect(files.preloadLinks).toBe(fresh.preloadLinks);

    const beforeNames = new Map(listed(before.index.body).map((e) => [e.tableName, e.fileName]));
    for (const { tableName, fileName } of listed(files.index.body)) {
      if (tableName === 'products') {
        expect(fileName).not.toBe(beforeNames.get(tableName));
        continue;
      }
      expect(fileName).toBe(beforeNames.get(tableName));
      // The very file the menu had: compressed once, not again.
      expect(files.files.get(fileName)).toBe(before.files.get(fileName));
    }

    const productsName = listed(files.index.body).find((e) => e.tableName === 'products')?.fileName ?? '';
    const products = files.files.get(productsName);
    if (!products) throw new Error('no products file');
    const decoded = (body: Buffer) => decodeTable(JSON.parse(body.toString('utf8')));
    // Served at once: every encoding is the new table.
    expect(decoded(brotliDecompressSync(products.brotli))).toEqual(published.products);
    expect(decoded(gunzipSync(products.gzip))).toEqual(published.products);
    expect(products.etag).toBe(fresh.files.get(productsName)?.etag);

    // Then at brotli's best: the bytes a server starting on this menu would send.
    const atBest = precompress(products.body).brotli;
    expect(products.brotli.equals(atBest)).toBe(false);
    await compressFilesAtBest(files);
    expect(products.brotli.equals(atBest)).toBe(true);
    expect(decoded(brotliDecompressSync(products.brotli))).toEqual(published.products);
  });

  it('rebuilds nothing when the menu is the same', () => {
    const before = buildProductDataFiles(menu);
    const files = rebuildProductDataFiles(structuredClone(menu), before);
    expect(files.index.etag).toBe(before.index.etag);
    for (const [name, file] of files.files) expect(file).toBe(before.files.get(name));
  });
});
