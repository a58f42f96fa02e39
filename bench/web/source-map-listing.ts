// What a built chunk is made of, source-map-explorer style: every byte of the minified file is
// charged to the source its source-map segment points at (the bytes up to the next segment), and the
// chunk's gzip size is shared out in the same proportions. Bytes no segment maps are `(unmapped)`.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's base64 VLQ fields ('AAgBC' -> [0, 0, 16, 1]). */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not base64 VLQ: ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapV3 {
  sources: (string | null)[];
  mappings: string;
}

/** Bytes of `code` charged to each source of `map` (UTF-16 columns, as source maps count them). */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const totals = new Map<string, number>();
  const charge = (source: string, text: string) =>
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let start = 0;
    let owner = '(unmapped)';
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      charge(owner, line.slice(start, column));
      start = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        owner = map.sources[sourceIndex] ?? '(unmapped)';
      } else owner = '(unmapped)';
      // Fields 2..4 (line, column, name) are relative too, but only the source matters here.
    }
    charge(owner, line.slice(start) + (lineIndex < lines.length - 1 ? '\n' : ''));
  });
  totals.delete('');
  return totals;
}

/** Groups a source path: a package name for node_modules, the repository path otherwise. */
export function sourceGroup(source: string): string {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const name = parts[at + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[at + 2] ?? '?'}` : name;
  }
  const apps = parts.findIndex((part) => part === 'apps' || part === 'packages');
  return apps >= 0 ? parts.slice(apps).join('/') : source.replace(/^(\.\.\/)+/, '');
}
