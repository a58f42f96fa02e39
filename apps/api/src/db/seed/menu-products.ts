// Every product on the demo menu, in one list (the per-category files keep each one short).
import type { products } from '../schema/menu.ts';
import { bakeryProducts } from './menu-products-bakery.ts';
import { coldCoffeeProducts } from './menu-products-cold-coffee.ts';
import { fallPreviewProducts } from './menu-products-fall-preview.ts';
import { hotCoffeeProducts } from './menu-products-hot-coffee.ts';
import { kidsProducts } from './menu-products-kids.ts';
import { teaProducts } from './menu-products-tea.ts';
import { wholeBeanProducts } from './menu-products-whole-bean.ts';

export const productRows: (typeof products.$inferInsert)[] = [
  ...hotCoffeeProducts,
  ...coldCoffeeProducts,
  ...teaProducts,
  ...kidsProducts,
  ...bakeryProducts,
  ...wholeBeanProducts,
  ...fallPreviewProducts,
];
