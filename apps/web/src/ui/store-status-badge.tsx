import type { StoreStatus } from '@brewline/domain/store-hours/store-hours';

// Colours by state; the words are the server's label (docs/product/account.md#how-things-change:
// 'Open Now', 'Closed', ...).
const TONE: Partial<Record<StoreStatus, string>> = {
  OPEN: 'bg-green-100 text-green-900',
  CLOSING_SOON: 'bg-amber-100 text-amber-900',
  NOT_OPEN_YET: 'bg-sky-100 text-sky-900',
  OPENING_SOON: 'bg-sky-100 text-sky-900',
};

export function StoreStatusBadge({ status, label }: { status: string; label: string }) {
  const tone = TONE[status as StoreStatus] ?? 'bg-stone-100 text-stone-700';
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${tone}`}>
      {label}
    </span>
  );
}
