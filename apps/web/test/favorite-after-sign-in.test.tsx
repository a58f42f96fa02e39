// A guest's heart is not lost to signing in (docs/product/account.md#who-it-is-for,
// #who-may-do-what): the guest taps it, goes to sign in, and once back signed in the product is
// saved as a favorite, without a second tap.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FavoriteProductButton from '../src/features/favorites/public/favorite-product-button.tsx';
import { sessionData, stubMemberApi, type MemberApiCall } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

const PRODUCT = 301;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a favorite tapped as a guest', () => {
  it('is saved once the guest is back from signing in', async () => {
    // As a guest: the heart goes to sign in, coming back to the product.
    stubMemberApi({ graphql: {} });
    renderMember(
      '/menu/product/301/caffè-latte',
      <FavoriteProductButton productId={PRODUCT} disabled={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(window.location.pathname).toBe('/login');
    cleanup();

    // Signed in and back on the product: the favorite is saved without another tap.
    storeTokens('a1', 'r1');
    let saved: number[] = [];
    const calls: MemberApiCall[] = stubMemberApi({
      graphql: {
        Session: () => ({ data: sessionData() }),
        FavoriteProductIds: () => ({ data: { favorites: { products: [] } } }),
        ToggleFavoriteProduct: (v) => {
          saved = [Number(v['productId'])];
          return { data: { toggleFavoriteProduct: { products: saved.map((productId) => ({ productId })) } } };
        },
      },
    });
    renderMember(
      '/menu/product/301/caffè-latte',
      <FavoriteProductButton productId={PRODUCT} disabled={false} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from Favorites' })).toBeTruthy());
    expect(calls.filter((c) => c.operationName === 'ToggleFavoriteProduct')).toHaveLength(1);
    expect(saved).toEqual([PRODUCT]);
  });
});
