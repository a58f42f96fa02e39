// What moved in a Lighthouse run that shifted: the "layout-shifts" audit's rows (each shift's weighted
// score and the element that moved most), one line each. A run at CLS 0.001 is rare here (three of
// 440 in session 28's full run) and was never caught again by the probes afterwards, so the bench's
// own log says what moved the moment it happens, without keeping every report.

interface AuditWithDetails {
  readonly details?: unknown;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** One line per shift: "0.0012 header > div.toolbar <div class=…>" (the element's selector and its HTML's start). */
export function layoutShiftLines(audits: Readonly<Record<string, AuditWithDetails | undefined>>): string[] {
  const items = field(audits['layout-shifts']?.details, 'items');
  if (!Array.isArray(items)) return [];
  return items.map((item: unknown) => {
    const score = field(item, 'score');
    const node = field(item, 'node');
    const selector = field(node, 'selector');
    const snippet = field(node, 'snippet');
    return [
      typeof score === 'number' ? score.toFixed(4) : '?',
      typeof selector === 'string' ? selector : '(no element named)',
      typeof snippet === 'string' ? snippet.slice(0, 120) : '',
    ]
      .filter(Boolean)
      .join(' ');
  });
}
