// /orders: 'Past Orders'. The history belongs to signed-in members; a guest sees the order placed in
// this tab, if any, and otherwise the empty state.
import { messages } from '@brewline/domain/messages';
import { Link } from 'wouter';
import { readActiveOrderId } from '../../lib/active-order.ts';
import { usePageTitle } from '../../lib/page-title.tsx';

export function PastOrdersPage() {
  usePageTitle('Online Orders');
  const activeId = readActiveOrderId();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="page-title mb-5">{messages.PAST_ORDERS()}</h1>
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <p className="text-lg font-semibold">{messages.NO_PAST_ORDERS()}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {activeId && (
            <Link href="/active" className="btn-outline">
              View current order
            </Link>
          )}
          <Link href="~/menu" className="btn-primary">
            Go to Menu
          </Link>
        </div>
      </div>
    </div>
  );
}
