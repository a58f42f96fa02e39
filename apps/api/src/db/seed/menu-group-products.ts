// Which products each menu group lists. A product may sit in several groups: the iced versions of
// the hot espresso drinks also appear under Iced Espresso, and the seasonal drinks under Holiday
// Favorites as well as their everyday group.
import type { productGroupProducts } from '../schema/menu.ts';
import { GROUP } from './menu-groups.ts';

const PRODUCTS_BY_GROUP: Readonly<Record<number, readonly number[]>> = {
  [GROUP.holidayFavorites]: [343, 306, 307, 356, 363, 624, 625, 705],
  [GROUP.hotCoffee]: [310], // Espresso sits beside the child groups, so the menu shows a divider.
  [GROUP.lattes]: [301, 302, 303, 304, 305, 306, 307],
  [GROUP.cappuccinos]: [308, 309],
  [GROUP.macchiatos]: [331, 332, 333],
  [GROUP.mochas]: [341, 342, 343, 344],
  [GROUP.americanos]: [321, 322],
  [GROUP.brewedCoffee]: [311, 312, 313, 314, 315],
  [GROUP.coldBrew]: [351, 352, 353, 354, 355, 356],
  [GROUP.icedEspresso]: [361, 362, 363, 301, 321, 331],
  [GROUP.coffeeBlended]: [401, 402, 403, 404],
  [GROUP.cremeBlended]: [411, 412, 413],
  [GROUP.hotTea]: [431, 432, 433, 434],
  [GROUP.icedTea]: [441, 442, 443, 444],
  [GROUP.teaLattes]: [451, 452, 453, 454],
  [GROUP.refreshers]: [461, 462, 463, 464, 465],
  [GROUP.kids]: [528, 521, 522, 523, 524, 525],
  [GROUP.pastries]: [601, 602, 603, 604, 605, 606, 607, 608],
  [GROUP.breakfast]: [611, 612, 613, 614, 615, 616, 617],
  [GROUP.treats]: [621, 622, 623, 624, 625],
  [GROUP.wholeBean]: [701, 702, 703, 704, 705, 706],
  [GROUP.singleOrigin]: [711, 712, 713, 714],
  [GROUP.fallPreview]: [801, 802, 803],
};

export const productGroupProductRows: (typeof productGroupProducts.$inferInsert)[] = Object.entries(
  PRODUCTS_BY_GROUP,
).flatMap(([groupId, productIds]) =>
  productIds.map((productId) => ({ groupId: Number(groupId), productId })),
);
