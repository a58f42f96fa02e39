// The API bench's table: goal, measured value and measured ÷ goal. Timings are reported, never
// enforced: a shared 2-core machine is too noisy for a timing to fail a build.
export interface BenchRow {
  measure: string;
  /** 'min' goals are floors (≥), 'max' goals ceilings (≤); null when the issue sets no goal. */
  goal: { kind: 'min' | 'max'; value: number; unit: string } | null;
  value: number;
  unit: string;
  detail?: string;
}

const format = (value: number): string =>
  value >= 100 || Number.isInteger(value) ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);

export function printTable(rows: BenchRow[]): void {
  console.log('| measure | goal | measured | ratio | meets goal |\n|---|---|---|---|---|');
  for (const row of rows) {
    const goal = row.goal
      ? `${row.goal.kind === 'min' ? '≥' : '≤'} ${format(row.goal.value)}${row.goal.unit}`
      : '—';
    const measured = `${format(row.value)}${row.unit}${row.detail ? ` (${row.detail})` : ''}`;
    // A goal of zero (errors) has no meaningful ratio; the measured count says it all.
    const ratio = row.goal && row.goal.value !== 0 ? (row.value / row.goal.value).toFixed(2) : '—';
    const meets = row.goal
      ? (row.goal.kind === 'min' ? row.value >= row.goal.value : row.value <= row.goal.value)
        ? 'yes'
        : 'no'
      : '—';
    console.log(`| ${row.measure} | ${goal} | ${measured} | ${ratio} | ${meets} |`);
  }
}

/**
 * Puts the rows of several variants of one measurement side by side: the first row of each, then the
 * second of each, and so on, so a scaled figure sits right under its normal one. Lists of different
 * lengths (a variant that failed part-way) are simply appended one after the other.
 */
export function beside(variants: BenchRow[][]): BenchRow[] {
  const [first, ...others] = variants;
  if (!first) return [];
  if (others.some((rows) => rows.length !== first.length)) return variants.flat();
  return first.flatMap((row, index) => [row, ...others.map((rows) => rows[index] ?? row)]);
}
