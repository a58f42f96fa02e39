// The menu table files' column form (decision 010): what the server writes, the web app reads back
// as the very rows, whatever the values; a damaged file is refused, not half-read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from '../src/menu/menu-table-columns.ts';

const row = fc.record({
  id: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  parentId: fc.oneof(fc.integer(), fc.constant(null)),
  name: fc.string(),
  isVisible: fc.boolean(),
  ounces: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
  allergens: fc.array(fc.string()),
  nutrition: fc.record({ calories: fc.nat(), sugarGrams: fc.nat() }),
});

describe('menu table columns', () => {
  it('reads back exactly the rows written, keys in the same order', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const decoded = decodeTable(JSON.parse(JSON.stringify(encodeTable(rows))));
        // What the rows' own JSON would have carried (JSON has no -0).
        expect(decoded).toEqual(JSON.parse(JSON.stringify(rows)));
        for (const [index, original] of rows.entries()) {
          expect(Object.keys(decoded[index] as object)).toEqual(Object.keys(original));
        }
      }),
    );
  });

  it('writes keys once per table and integer columns as steps', () => {
    const rows = [1, 2, 3, 5].map((id) => ({ id, groupId: 7, name: `n${id}` }));
    expect(encodeTable(rows)).toEqual({
      rows: 4,
      columns: {
        id: { steps: [1, 1, 1, 2] },
        groupId: { steps: [7, 0, 0, 0] },
        name: ['n1', 'n2', 'n3', 'n5'],
      },
    });
    expect(decodeTable(encodeTable([]))).toEqual([]);
  });

  it('refuses a file that is not a table by column, or whose columns disagree', () => {
    expect(() => decodeTable([{ id: 1 }])).toThrow('not in the expected form');
    expect(() => decodeTable({ rows: 2, columns: { id: [1, 2], name: ['a'] } })).toThrow(
      'Menu table column name has 1 rows',
    );
    expect(() => decodeTable({ rows: 1, columns: { id: { steps: 'x' } } })).toThrow(
      'not in the expected form',
    );
  });
});
