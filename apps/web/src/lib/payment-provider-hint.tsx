// Which card form the payment step opens on before its PaymentConfig query answers. The server knows
// its payment provider: on a page it renders itself (apps/api/src/http/server-rendered-pages.ts) it
// draws the step with that provider's form and writes the provider on #root (data-payment-provider).
// The browser's first render reads it there and draws the same form, instead of a placeholder that
// the query's answer would then replace.
import { createContext, useContext } from 'react';

export type PaymentProviderName = 'sandbox' | 'stripe';

/** Set by the server's render (server/render-page.tsx); the browser reads the page instead. */
export const PaymentProviderHintContext = createContext<PaymentProviderName | null>(null);

function readPageHint(): PaymentProviderName | null {
  if (typeof document === 'undefined') return null;
  const value = document.getElementById('root')?.getAttribute('data-payment-provider');
  return value === 'sandbox' || value === 'stripe' ? value : null;
}

/** The provider the page was rendered for, or null when nobody said (then the query decides). */
export function usePaymentProviderHint(): PaymentProviderName | null {
  return useContext(PaymentProviderHintContext) ?? readPageHint();
}
