// The checkout state shared by its steps, the Order Info block and the order summary.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIsServerRender } from '../../../lib/server-render.ts';
import {
  applyCheckoutPatch,
  INITIAL_CHECKOUT_STATE,
  readCheckoutState,
  writeCheckoutState,
  type CheckoutState,
} from './checkout-state.ts';

interface CheckoutValue {
  readonly state: CheckoutState;
  readonly update: (
    patch: Partial<CheckoutState> | ((state: CheckoutState) => Partial<CheckoutState>),
  ) => void;
  readonly reset: () => void;
}

const CheckoutContext = createContext<CheckoutValue | null>(null);

export function useCheckout(): CheckoutValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('useCheckout must be used inside <CheckoutProvider>');
  return value;
}

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [stored, setState] = useState(readCheckoutState);
  // The checkout so far is in the browser's session storage: the server's render, and its hydration,
  // start from nothing.
  const state = useIsServerRender() ? INITIAL_CHECKOUT_STATE : stored;

  const update = useCallback<CheckoutValue['update']>((patch) => {
    setState((current) => {
      const next = applyCheckoutPatch(current, typeof patch === 'function' ? patch(current) : patch);
      writeCheckoutState(next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    writeCheckoutState(INITIAL_CHECKOUT_STATE);
    setState(INITIAL_CHECKOUT_STATE);
  }, []);

  const value = useMemo(() => ({ state, update, reset }), [state, update, reset]);
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}
