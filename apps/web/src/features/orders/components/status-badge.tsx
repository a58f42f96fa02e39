// The order list's label for a status (docs/product/account.md#how-things-change), coloured by what
// it means for the customer.
const TONES: Record<string, string> = {
  ORDER_READY: 'bg-green-100 text-green-900',
  ORDER_COMPLETE: 'bg-stone-100 text-stone-800',
  ORDER_REFUND_REQUESTED: 'bg-amber-100 text-amber-950',
  ORDER_REFUND_PROCESSED: 'bg-amber-100 text-amber-950',
  ORDER_ERROR: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-testid="order-status-label"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${TONES[status] ?? 'bg-brand-soft text-brand-ink'}`}
    >
      {label}
    </span>
  );
}
