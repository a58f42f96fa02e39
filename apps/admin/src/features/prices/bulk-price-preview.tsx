// A bulk change's preview: how many prices change (or how many cannot take it), then each one old →
// new, a problem under its item, in a scrollable table. Nothing is saved until the dialog saves.
import { formatPrice } from '@brewline/domain/money/money';
import type { ResultOf } from '../../lib/graphql.ts';
import type { BulkPricePreviewQuery } from './bulk-price-preview-query.ts';

export type Preview = ResultOf<typeof BulkPricePreviewQuery>['bulkPricePreview'];
type Cell = Preview['cells'][number];

const summaryOf = (preview: Preview): string =>
  preview.problemCount > 0
    ? `${preview.problemCount} of ${preview.total} prices cannot take this change. Nothing can be saved until it is changed.`
    : `${preview.total} ${preview.total === 1 ? 'price' : 'prices'} will change. Nothing is saved yet.`;

function PreviewRow({ cell }: { cell: Cell }) {
  return (
    <tr className="border-t border-stone-100" data-preview-cell={cell.cellKey}>
      <td className="px-3 py-1.5">
        {cell.itemName} <span className="text-stone-500">{cell.variantName}</span>
        {cell.problem && <p className="text-xs font-medium text-red-700">{cell.problem}</p>}
      </td>
      <td className="px-3 py-1.5">{cell.scopeLabel}</td>
      <td className="px-3 py-1.5 text-right tabular-nums text-stone-600">{formatPrice(cell.oldCents)}</td>
      <td
        className={`px-3 py-1.5 text-right font-semibold tabular-nums ${cell.problem ? 'text-red-700' : 'text-stone-900'}`}
      >
        {formatPrice(cell.newCents)}
      </td>
    </tr>
  );
}

export function BulkPricePreview({ preview }: { preview: Preview }) {
  return (
    <section aria-label="Preview">
      <p className="mb-2 text-sm font-semibold text-stone-800" role="status">
        {summaryOf(preview)}
      </p>
      <div
        className="max-h-64 overflow-y-auto rounded-md border border-stone-200"
        tabIndex={0}
        role="region"
        aria-label="Old and new prices, scrollable"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Old and new prices</caption>
          <thead className="sticky top-0 bg-stone-100 text-left text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                Item
              </th>
              <th scope="col" className="px-3 py-1.5">
                Where
              </th>
              <th scope="col" className="px-3 py-1.5 text-right">
                Old
              </th>
              <th scope="col" className="px-3 py-1.5 text-right">
                New
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.cells.map((cell) => (
              <PreviewRow key={cell.cellKey} cell={cell} />
            ))}
          </tbody>
        </table>
      </div>
      {preview.total > preview.cells.length && (
        <p className="mt-1 text-xs text-stone-600">
          Showing {preview.cells.length} of {preview.total}; all of them are saved.
        </p>
      )}
    </section>
  );
}
