// Sends a customer who opens a step too early (a reload, a bookmark, Back) to the step they need.
import { checkoutStepRedirect, type CheckoutStep } from '@brewline/domain/orders/checkout-steps';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../../lib/cart-context.tsx';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { useIsServerRender } from '../../../lib/server-render.ts';
import { useSignedIn } from '../../../lib/session-context.tsx';
import { isContactDone, isPickupDone } from './checkout-progress.ts';
import { useCheckout } from './checkout-context.tsx';

/**
 * True while the step may show; otherwise it has already navigated away. The server's render and its
 * hydration know no cart nor checkout (the browser's storage): the step is not shown then, and nobody
 * is sent away until they are known.
 */
export function useStepGuard(step: CheckoutStep, enabled = true): boolean {
  const { lines } = useCart();
  const { state } = useCheckout();
  const { storeId } = useSelectedStore();
  const signedIn = useSignedIn();
  const [, navigate] = useLocation();
  const restoring = useIsServerRender();
  const target = enabled
    ? checkoutStepRedirect(step, {
        cartLineCount: lines.length,
        contactComplete: isContactDone(state),
        pickupDone: isPickupDone(state, storeId),
        signedIn,
      })
    : null;
  useEffect(() => {
    if (restoring) return;
    if (target === 'home') navigate('~/', { replace: true });
    else if (target === 'cart') navigate('~/cart', { replace: true });
    else if (target) navigate(`/${target}`, { replace: true });
  }, [target, navigate, restoring]);
  return target === null;
}
