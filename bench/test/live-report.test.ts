// The live bench keeps its latest run in docs/performance.md: a new run takes the latest place, and the
// run it replaces, with the words written about it, moves under "Earlier runs" beside the older ones.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSection } from '../live/live-report.ts';

const NOTES = 'How it is measured (`bench/live-status-bench.ts`): five thousand phones.';
const row = (value: number) => [{ measure: 'steady: p99', unit: ' ms', value, goal: null }];

describe('the live section of docs/performance.md', () => {
  it('keeps each earlier run when a new one is written', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'live-report-')), 'performance.md');
    writeFileSync(file, '# Performance\n\n## Live status for thousands\n\nOld words.\n\n## Next\n\nAfter.\n');
    await writeSection(file, 'First run (Monday).', row(16.7), NOTES);
    const afterFirst = readFileSync(file, 'utf8');
    // A section in the old shape (no earlier part) keeps what it held, below the new run.
    expect(afterFirst).toContain("### Earlier runs, each machine's own\n\nOld words.");
    writeFileSync(file, afterFirst.replace(NOTES, `Said by hand about Monday.\n\n${NOTES}`));

    await writeSection(file, 'Second run (Tuesday).', row(21.3), NOTES);
    const text = readFileSync(file, 'utf8');
    const order = [
      'Second run (Tuesday).',
      '21.3',
      NOTES,
      "### Earlier runs, each machine's own",
      'First run (Monday).',
      '16.7',
      'Said by hand about Monday.',
      'Old words.',
      '## Next',
      'After.',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text.split(NOTES)).toHaveLength(2);
    expect(text.split('### Earlier runs')).toHaveLength(2);
  });
});
