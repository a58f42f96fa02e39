// /account/favorites (docs/product/account.md#favorites-page): 'Favorite Stores' (at most 3, each
// with its open state and ORDER) and 'Favorite Products' (at most 5). Stores are added through the
// Find a Store modal opened for the favorites list, which picks a store without making it the
// ordering store.
import { moveFavoriteUp } from '@brewline/domain/accounts/favorites';
import { messages } from '@brewline/domain/messages/messages';
import { MAX_FAVORITE_PRODUCTS, MAX_FAVORITE_STORES } from '@brewline/domain/validation/favorites';
import { Plus } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { useMutation, useQuery, type AnyVariables, type OperationResult } from 'urql';
import { Link, useLocation } from 'wouter';
import { describeApiError } from '../../lib/graphql-errors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { FavoritesQuery, readFavorites } from './api/favorites-query.ts';
import { SetFavoriteProductsMutation } from './api/set-favorite-products-mutation.ts';
import { SetFavoriteStoresMutation } from './api/set-favorite-stores-mutation.ts';
import { ToggleFavoriteStoreMutation } from './api/toggle-favorite-store-mutation.ts';
import { FavoriteProductCard } from './components/favorite-product-card.tsx';
import { EmptyState, SectionHeader } from './components/favorites-section.tsx';
import { FavoriteStoreCard } from './components/favorite-store-card.tsx';
import { favoritesFailure } from './model/favorites-failure.ts';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

/**
 * The Find a Store modal, opened for the favorites list. The app shell hands it in (the stores
 * feature's finder shows the favorites' hearts, so favorites cannot import the finder back).
 */
export type FavoriteStoreFinder = ComponentType<{
  source: 'favorites';
  onClose: () => void;
  onPickFavorite: (storeId: number) => void;
}>;

type Section = 'stores' | 'products';

export default function FavoritesPage({ StoreFinderDialog }: { StoreFinderDialog: FavoriteStoreFinder }) {
  usePageTitle('Favorites');
  const [, navigate] = useLocation();
  const { chooseStore } = useSelectedStore();
  const [result, reexecute] = useQuery({ query: FavoritesQuery, requestPolicy: 'cache-and-network' });
  const [toggleStoreState, toggleStore] = useMutation(ToggleFavoriteStoreMutation);
  const [setStoresState, setStores] = useMutation(SetFavoriteStoresMutation);
  const [setProductsState, setProducts] = useMutation(SetFavoriteProductsMutation);
  const [finderOpen, setFinderOpen] = useState(false);
  const [problem, setProblem] = useState<{ section: Section; message: string } | null>(null);
  const storesBusy = toggleStoreState.fetching || setStoresState.fetching;
  const productsBusy = setProductsState.fetching;

  /**
   * Runs a change; a refusal or failure is said in its section, and the list stays as it was. Remove
   * and Move up send the list as shown (a toggle could add back what another tab just removed).
   */
  const change = async <D, V extends AnyVariables>(section: Section, run: Promise<OperationResult<D, V>>) => {
    setProblem(null);
    const answer = await run;
    if (answer.error) setProblem({ section, message: favoritesFailure(answer.error).message });
    else if (!answer.data) setProblem({ section, message: messages.FAVORITES_SAVE_FAILED() });
  };

  const favorites = result.data ? readFavorites(result.data) : undefined;
  if (!favorites) {
    if (result.error) {
      return (
        <div className="grid gap-4">
          <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.favorites}</h1>
          <AlertBanner>{describeApiError(result.error).message}</AlertBanner>
          <button
            type="button"
            className="btn-outline justify-self-start"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            Try again
          </button>
        </div>
      );
    }
    return <PageSpinner />;
  }

  const storeIds = favorites.stores.map((f) => f.store.storeId);
  const productIds = favorites.products.map((f) => f.productId);
  const sectionProblem = (section: Section) =>
    problem?.section === section ? (
      <div className="mb-4">
        <AlertBanner testId={`favorite-${section}-problem`}>{problem.message}</AlertBanner>
      </div>
    ) : null;

  return (
    <div className="grid gap-8 pb-8">
      <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.favorites}</h1>

      <section aria-labelledby="favorite-stores-title">
        <SectionHeader
          id="favorite-stores-title"
          title="Favorite Stores"
          count={favorites.stores.length}
          max={MAX_FAVORITE_STORES}
          action={
            <button type="button" className="btn-outline" onClick={() => setFinderOpen(true)}>
              <Plus size={18} aria-hidden="true" />
              Add a Store
            </button>
          }
        />
        {sectionProblem('stores')}
        {favorites.stores.length === 0 ? (
          <EmptyState image="round-pushpin" title="No favorite stores yet.">
            Add up to {MAX_FAVORITE_STORES} stores you visit most, then order from them in one tap.
          </EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Favorite stores">
            {favorites.stores.map((favorite, index) => (
              <li key={favorite.store.storeId}>
                <FavoriteStoreCard
                  favorite={favorite}
                  first={index === 0}
                  busy={storesBusy}
                  onOrder={() => {
                    chooseStore(favorite.store.storeId);
                    navigate('~/menu');
                  }}
                  onMoveUp={() =>
                    void change(
                      'stores',
                      setStores({ storeIds: moveFavoriteUp(storeIds, favorite.store.storeId) }),
                    )
                  }
                  onRemove={() =>
                    void change(
                      'stores',
                      setStores({ storeIds: storeIds.filter((id) => id !== favorite.store.storeId) }),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="favorite-products-title">
        <SectionHeader
          id="favorite-products-title"
          title="Favorite Products"
          count={favorites.products.length}
          max={MAX_FAVORITE_PRODUCTS}
        />
        {sectionProblem('products')}
        {favorites.products.length === 0 ? (
          <EmptyState image="red-heart" title="No favorite products yet.">
            <p>Tap the heart on any drink to keep up to {MAX_FAVORITE_PRODUCTS} of them here.</p>
            <Link href="~/menu" className="btn-primary mt-4">
              Browse the Menu
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" aria-label="Favorite products">
            {favorites.products.map((favorite, index) => (
              <li key={favorite.productId}>
                <FavoriteProductCard
                  favorite={favorite}
                  first={index === 0}
                  busy={productsBusy}
                  onMoveUp={() =>
                    void change(
                      'products',
                      setProducts({ productIds: moveFavoriteUp(productIds, favorite.productId) }),
                    )
                  }
                  onRemove={() =>
                    void change(
                      'products',
                      setProducts({ productIds: productIds.filter((id) => id !== favorite.productId) }),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {finderOpen && (
        <Suspense fallback={null}>
          <StoreFinderDialog
            source="favorites"
            onClose={() => setFinderOpen(false)}
            onPickFavorite={(storeId) => {
              // Already a favorite: nothing to add (a toggle would remove it).
              if (!storeIds.includes(storeId)) void change('stores', toggleStore({ storeId }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
