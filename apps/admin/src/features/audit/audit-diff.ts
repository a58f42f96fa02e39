// What a change changed: the record before and after, flattened to dotted paths ("hours.mon.open"),
// each path marked added, removed, changed or unchanged, so the detail reads as a list of edits.
export type DiffKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffLine {
  readonly path: string;
  readonly kind: DiffKind;
  /** The value as JSON text; null when the side has no such field. */
  readonly before: string | null;
  readonly after: string | null;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, '{}');
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix || '(value)', JSON.stringify(value));
}

/** Parses the JSON texts the API sends (null: no record on that side). */
export function diffRecords(beforeText: string | null, afterText: string | null): DiffLine[] {
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  if (beforeText !== null) flatten(JSON.parse(beforeText) as unknown, '', before);
  if (afterText !== null) flatten(JSON.parse(afterText) as unknown, '', after);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths.map((path) => {
    const b = before.get(path) ?? null;
    const a = after.get(path) ?? null;
    const kind: DiffKind = b === null ? 'added' : a === null ? 'removed' : a === b ? 'unchanged' : 'changed';
    return { path, kind, before: b, after: a };
  });
}
