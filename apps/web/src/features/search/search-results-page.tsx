// /search/{term} (docs/product/account.md#product-search): 'Search Results', the term from the URL
// (decoded, letters, digits and spaces only, spaces removed), the matching products shown at the
// chosen store sorted by name (at most 100), each opening /product/{id}; 'No Results' when nothing
// matches.
import { messages } from '@brewline/domain/messages/messages';
import { searchProducts, searchTermFromRoute } from '@brewline/domain/menu/menu';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Tile, TileGrid } from '../../ui/tile.tsx';
import { searchableProducts, searchResultPath } from './model/searchable-products.ts';

/** `rest` is what follows /search/: the term is its first segment. */
export default function SearchResultsPage({ rest }: { rest: string }) {
  usePageTitle('Search Results');
  const tables = useMenuTables();
  const { storeId, store, unavailableProductIds } = useSelectedStore();
  const regionId = store?.regionId ?? null;
  const term = searchTermFromRoute(rest.split('/')[0] ?? '');
  const results = useMemo(
    () => searchProducts(searchableProducts(tables, { storeId, regionId, unavailableProductIds }), term),
    [tables, storeId, regionId, unavailableProductIds, term],
  );

  return (
    <div>
      <h1 className="page-title mb-2">Search Results</h1>
      {term !== '' && (
        <p className="mb-4 text-stone-700" data-testid="search-term">
          {results.length} {results.length === 1 ? 'drink matches' : 'drinks match'}{' '}
          <strong className="font-semibold text-roast">“{term}”</strong>
        </p>
      )}
      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <img src="/art/magnifying-glass-tilted-left.svg" alt="" width={64} height={64} />
          <p className="text-xl font-bold" data-testid="search-no-results">
            {messages.NO_RESULTS()}
          </p>
          <Link href="/menu" className="btn-outline">
            Browse the Menu
          </Link>
        </div>
      ) : (
        <TileGrid label="Search results">
          {results.map((product) => (
            <li key={product.id}>
              <Tile
                href={searchResultPath(product)}
                name={product.name}
                image={product.image}
                testId={`search-result-${product.id}`}
              />
            </li>
          ))}
        </TileGrid>
      )}
    </div>
  );
}
