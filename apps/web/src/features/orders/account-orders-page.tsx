// /account/orders: 'Online Orders', the member's history with a Details link to /account/orders/{id}.
// The order pieces come from the orders feature, on its live client (status subscriptions).
import { useMemo } from 'react';
import { Provider } from 'urql';
import { usePageTitle } from '../../lib/page-title.tsx';
import { OrderHistoryList } from './components/order-history-list.tsx';
import { getLiveClient } from './live-client.ts';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

export default function AccountOrdersPage() {
  usePageTitle('Online Orders');
  const client = useMemo(getLiveClient, []);
  return (
    <Provider value={client}>
      <div className="grid gap-5">
        <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.orders}</h1>
        <OrderHistoryList detailsHref={(id) => `/orders/${encodeURIComponent(id)}`} />
      </div>
    </Provider>
  );
}
