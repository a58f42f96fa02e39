// Reports as CSV (RFC 4180): a header row, then one row per line of the report, CRLF between rows.
// A cell with a comma, quote or line break is quoted, quotes doubled. A text cell that a spreadsheet
// would run as a formula (starting with = + - @, tab or carriage return) is prefixed with an
// apostrophe, so a product named "=HYPERLINK(…)" reads as text. Money is in dollars with two decimals.
export type CsvCell = string | number | null;

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
