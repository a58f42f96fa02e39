// The 86 list: every product of the store with a search box; one tap takes a product off this
// store's menu ("86" it) and one tap brings it back. Customers stop seeing it at once.
import { Ban, RotateCcw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { filterProducts, type ProductFilter } from './filter-products.ts';
import { useBoardProducts } from './use-board-products.ts';

export function ProductsPanel() {
  const { products, loadError, busy, toggleError, reload, setAvailable } = useBoardProducts();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<ProductFilter>('all');
  const searchId = useId();

  if (!products) {
    return loadError ? (
      <div role="alert" className="flex flex-col items-center gap-4 p-12 text-center">
        <p className="text-xl font-semibold text-red-800">{loadError}</p>
        <button type="button" className="btn-secondary" onClick={reload}>
          Try again
        </button>
      </div>
    ) : (
      <p role="status" className="p-8 text-center text-xl text-stone-600">
        Loading products…
      </p>
    );
  }

  const shown = filterProducts(products, term, filter);
  const outCount = products.filter((p) => !p.available).length;

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${searchId}-title`} className="text-2xl font-extrabold">
            86 list
          </h2>
          <p className="text-lg text-stone-700">
            Products marked 86 disappear from this store's menu for customers right away.
          </p>
        </div>
        <div role="group" aria-label="Show" className="flex gap-2">
          <button
            type="button"
            className="chip"
            aria-pressed={filter === 'all'}
            onClick={() => setFilter('all')}
          >
            All ({products.length})
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={filter === 'unavailable'}
            onClick={() => setFilter('unavailable')}
          >
            86'd now ({outCount})
          </button>
        </div>
      </div>

      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search products
        </label>
        <Search
          aria-hidden
          size={24}
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={searchId}
          type="search"
          value={term}
          placeholder="Search products"
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
          className="field w-full pl-13 text-xl"
        />
      </div>

      {toggleError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-lg font-semibold text-red-800">
          {products.find((p) => p.id === toggleError.productId)?.name}: {toggleError.message}
        </p>
      )}

      {shown.length === 0 ? (
        <p role="status" className="p-8 text-center text-xl text-stone-600">
          {filter === 'unavailable' && term.trim() === ''
            ? 'Nothing is 86\u2019d right now.'
            : `No products match “${term.trim()}”.`}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Products">
          {shown.map((product) => (
            <li
              key={product.id}
              className={`flex min-h-18 items-center gap-3 rounded-xl border px-4 py-2 ${product.available ? 'border-stone-200 bg-white' : 'border-red-200 bg-red-50'}`}
            >
              <div className="min-w-0 flex-1">
                <p className="text-xl font-bold break-words">{product.name}</p>
                <p
                  className={`text-base font-semibold ${product.available ? 'text-green-800' : 'text-red-800'}`}
                >
                  {product.available ? 'Available' : '86’d: hidden from customers'}
                </p>
              </div>
              {product.available ? (
                <button
                  type="button"
                  className="btn-eighty-six"
                  aria-label={`86 ${product.name}`}
                  disabled={busy.has(product.id)}
                  onClick={() => void setAvailable(product.id, false)}
                >
                  <Ban aria-hidden size={20} />
                  86
                </button>
              ) : (
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`Restore ${product.name}`}
                  disabled={busy.has(product.id)}
                  onClick={() => void setAvailable(product.id, true)}
                >
                  <RotateCcw aria-hidden size={20} />
                  Restore
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
