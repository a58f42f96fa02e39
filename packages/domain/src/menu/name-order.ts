// The order of names on the menu's tiles and in search (docs/product/ordering.md#menu-and-product-screens):
// English collation that ignores case and accents, names equal that way in the order of their code
// units. Setting up that collator costs about 9 ms in a browser, four times that on a phone, and the
// menu, a group and search sort names in their first load. Almost every name on the menu is
// letters, digits, spaces and a few marks, and where each of those stands in the collation's order is
// known: two such names are compared by those places, the same answer the collator gives (the
// domain's test compares the two over every such character), and any other name goes to the collator.
import { boundedMemo } from '../lib/bounded-memo.ts';

/**
 * The characters a name may be compared by without the collator, in the collation's own order (CLDR's
 * root order at base strength: spaces and punctuation, then symbols, then digits, then letters). Not
 * the typographic apostrophe: it ties with "'" there, and a name with it goes to the collator.
 */
export const PLAIN_NAME_CHARACTERS = " _-,.'()/&+0123456789abcdefghijklmnopqrstuvwxyz";

// Each character's place, as one UTF-16 unit, so that two keys compare as strings do.
const PLACE = new Map(
  [...PLAIN_NAME_CHARACTERS].map((char, index) => [char, String.fromCharCode(65 + index)]),
);

// A combining accent (NFD splits "è" into "e" and U+0300): ignored at base strength.
const isCombiningMark = (code: number): boolean => code >= 0x300 && code <= 0x36f;

/** The name's places in the collation's order, or null when a character is not one of the plain ones. */
function plainKey(name: string): string | null {
  const base = name.toLowerCase().normalize('NFD');
  let key = '';
  for (let index = 0; index < base.length; index += 1) {
    const code = base.charCodeAt(index);
    if (isCombiningMark(code)) continue;
    const place = PLACE.get(base[index] as string);
    if (place === undefined) return null;
    key += place;
  }
  return key;
}

// Each name's key, worked out once rather than on every comparison of a sort.
const cachedKey = boundedMemo(plainKey);

// Made on the first comparison that needs it, not when the module loads.
let nameCollator: Intl.Collator | null = null;

/**
 * The collator, made on the first comparison of a name that is not plain. Search meets that comparison
 * ahead of the first letter typed: it sorts the store's list at idle time once the box is engaged
 * (prepareProductSearch), so a menu of plain names never makes the collator at all.
 */
function nameCollatorOnce(): Intl.Collator {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return nameCollator;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Name order used for tiles and search: English collation, ignoring case and accents. */
export function compareNames(a: string, b: string): number {
  const keyA = cachedKey(a);
  const keyB = keyA === null ? null : cachedKey(b);
  const byCollation =
    keyA !== null && keyB !== null ? byCodeUnits(keyA, keyB) : nameCollatorOnce().compare(a, b);
  return byCollation || byCodeUnits(a, b);
}
