// /account/orders/{id}: one of the member's orders in full, with Order again. Only the part of the id
// after its last colon is used, as on /orders/{id}.
import { orderIdFromRoute } from '@brewline/domain/orders/order-status';
import { useMemo } from 'react';
import { Provider } from 'urql';
import { usePageTitle } from '../../lib/page-title.tsx';
import { PastOrderScreen } from './components/past-order-screen.tsx';
import { getLiveClient } from './live-client.ts';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

export default function AccountOrderDetailPage({ segment }: { segment: string }) {
  usePageTitle('Online Orders');
  const client = useMemo(getLiveClient, []);
  const id = orderIdFromRoute(segment);
  return (
    <Provider value={client}>
      <div className="grid gap-5">
        <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.orderDetails}</h1>
        <PastOrderScreen key={id} id={id} backHref="/orders" />
      </div>
    </Provider>
  );
}
