// Orders (orders.view): the search, or one order when the address names it (/orders/<id>). A store
// manager's search covers their stores only; the server limits it the same way.
import { useRoute } from 'wouter';
import OrderDetailPage from './order-detail-page.tsx';
import { OrderSearchPage } from './order-search-page.tsx';

export default function OrdersPage() {
  const [isDetail, params] = useRoute('/orders/:id');
  return isDetail && params.id ? (
    <OrderDetailPage orderId={decodeURIComponent(params.id)} />
  ) : (
    <OrderSearchPage />
  );
}
