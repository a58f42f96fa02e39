// The store's products and their availability, read when the 86 panel opens, and the toggle call.
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { BoardProductsQuery } from '../../api/board-products-query.ts';
import { SetProductAvailabilityMutation } from '../../api/set-product-availability-mutation.ts';
import { boardErrorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';

export type BoardProduct = ResultOf<typeof BoardProductsQuery>['boardProducts'][number];

export interface BoardProducts {
  readonly products: readonly BoardProduct[] | null;
  readonly loadError: string | null;
  readonly busy: ReadonlySet<number>;
  /** The last toggle that failed, with the server's message. */
  readonly toggleError: { readonly productId: number; readonly message: string } | null;
  readonly reload: () => void;
  readonly setAvailable: (productId: number, available: boolean) => Promise<void>;
}

export function useBoardProducts(): BoardProducts {
  const client = useClient();
  const [products, setProducts] = useState<readonly BoardProduct[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [toggleError, setToggleError] = useState<BoardProducts['toggleError']>(null);

  const reload = useCallback(() => {
    void client
      .query(BoardProductsQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.data) {
          setProducts(result.data.boardProducts);
          setLoadError(null);
        } else if (result.error) setLoadError(boardErrorMessage(result.error));
      });
  }, [client]);

  useEffect(reload, [reload]);

  const setAvailable = useCallback(
    async (productId: number, available: boolean) => {
      setBusy((current) => new Set(current).add(productId));
      setToggleError(null);
      const result = await client
        .mutation(SetProductAvailabilityMutation, { productId, available })
        .toPromise();
      setBusy((current) => {
        const next = new Set(current);
        next.delete(productId);
        return next;
      });
      const changed = result.data?.setProductAvailability;
      if (changed) {
        setProducts((current) => current?.map((p) => (p.id === changed.id ? changed : p)) ?? current);
      } else {
        setToggleError({
          productId,
          message: result.error ? boardErrorMessage(result.error) : 'The product could not be changed.',
        });
      }
    },
    [client],
  );

  return { products, loadError, busy, toggleError, reload, setAvailable };
}
