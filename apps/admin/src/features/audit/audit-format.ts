// How the audit log words its entries: when, in the reader's own time zone, to the minute.
const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const whenText = (iso: string): string => WHEN.format(new Date(iso));

/** The instant a local calendar day begins, for the API's since/until ('' → null). */
export function startOfLocalDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** The instant the local day after `date` begins: `until` for a range that includes `date`. */
export function endOfLocalDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
}
