// How the order pages write times and statuses: in the store's own time zone, as the store's staff
// and the customer read them.
export function storeDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A status badge's colours: refunds amber, failures red, finished green, the rest neutral. */
export function statusTone(status: string): string {
  if (status.startsWith('ORDER_REFUND')) return 'bg-amber-100 text-amber-950';
  if (status === 'ORDER_ERROR') return 'bg-red-100 text-red-900';
  if (status === 'ORDER_COMPLETE') return 'bg-emerald-100 text-emerald-900';
  return 'bg-sky-100 text-sky-950';
}

/** The search box's text, read as what it looks like: an e-mail, four card digits, or an order number. */
export function searchFilterOf(text: string): { number?: string; email?: string; cardLast4?: string } {
  const query = text.trim();
  if (query === '') return {};
  if (query.includes('@')) return { email: query };
  if (/^\d{4}$/.test(query)) return { cardLast4: query };
  return { number: query };
}
