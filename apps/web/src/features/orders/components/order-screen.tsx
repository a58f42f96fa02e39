// What an order page shows for an id: 'Loading order...', the failure message, or the order itself
// with its live status.
import { messages } from '@brewline/domain/messages/messages';
import { Spinner } from '../../../ui/spinner.tsx';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { useLiveOrder } from '../model/use-live-order.ts';
import { OrderView } from './order-view.tsx';

export function OrderScreen({ id, notFound }: { id: string; notFound: (id: string) => string }) {
  const { order, status, reason, fetching, error } = useLiveOrder(id);
  if (fetching) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner label={messages.LOADING_ORDER()} />
        <p>{messages.LOADING_ORDER()}</p>
      </div>
    );
  }
  if (error || !order || !status) return <AlertBanner>{notFound(id)}</AlertBanner>;
  return <OrderView order={order} status={status} reason={reason} />;
}
