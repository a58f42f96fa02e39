// The live-status bench's figures as table rows (goal, measured, pass/fail) and as the section of
// docs/performance.md that keeps the latest run.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { format as prettierFormat, resolveConfig } from 'prettier';
import type { BenchRow } from '../api/bench-table.ts';
import type { ScenarioFigures } from './live-scenario.ts';

const LATENCY_GOAL: BenchRow['goal'] = { kind: 'max', value: 250, unit: ' ms' };
const NONE: BenchRow['goal'] = { kind: 'max', value: 0, unit: '' };
const SECTION = '## Live status for thousands';
const EARLIER = "### Earlier runs, each machine's own";
/** Enough of the notes' first line to find them again (Prettier keeps a line's start as it is). */
const NOTES_PREFIX = 40;

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function scenarioRows(name: string, figures: ScenarioFigures): BenchRow[] {
  const { customerMs, boardMs, sequences, taps } = figures;
  const pushes = `${customerMs.length.toLocaleString('en-US')} pushes`;
  const rows: BenchRow[] = [
    {
      measure: `${name}: tap → customer screen p50`,
      goal: null,
      value: percentile(customerMs, 0.5),
      unit: ' ms',
    },
    {
      measure: `${name}: tap → customer screen p95`,
      goal: null,
      value: percentile(customerMs, 0.95),
      unit: ' ms',
    },
    {
      measure: `${name}: tap → customer screen p99`,
      goal: LATENCY_GOAL,
      value: percentile(customerMs, 0.99),
      unit: ' ms',
      detail: pushes,
    },
    {
      measure: `${name}: tap → store board p99`,
      goal: null,
      value: percentile(boardMs, 0.99),
      unit: ' ms',
      detail: `p50 ${Math.round(percentile(boardMs, 0.5))} ms, ${boardMs.length.toLocaleString('en-US')} pushes`,
    },
    {
      measure: `${name}: tap answered p99`,
      goal: null,
      value: percentile(taps.answerMs, 0.99),
      unit: ' ms',
      detail:
        `${taps.ok}/${taps.sent} taps ok${taps.redirected ? `, ${taps.redirected} sent to the other server` : ''}; ` +
        `bench process ${Math.round(figures.benchCpuPercent)}% of a core`,
    },
    {
      measure: `${name}: status events lost`,
      goal: NONE,
      value: sequences.lost,
      unit: '',
      detail: `${sequences.checked} phones checked`,
    },
    { measure: `${name}: status events duplicated`, goal: NONE, value: sequences.duplicated, unit: '' },
    { measure: `${name}: status events out of order`, goal: NONE, value: sequences.outOfOrder, unit: '' },
    {
      measure: `${name}: phones ending on a wrong status`,
      goal: NONE,
      value: sequences.wrongFinal,
      unit: '',
    },
    {
      measure: `${name}: taps failed`,
      goal: NONE,
      value: taps.failed,
      unit: '',
      detail: taps.firstError ?? undefined,
    },
  ];
  rows.push({
    measure: `${name}: orders refused as "store offline" with its boards connected`,
    goal: NONE,
    value: figures.storeOfflineRefusals,
    unit: '',
    detail: `${figures.ordersPlaced.toLocaleString('en-US')} placed at ${Math.round(figures.placingPerSecond)}/s`,
  });
  rows.push({
    measure: `${name}: phones and boards left without a connection`,
    goal: NONE,
    value: figures.disconnected,
    unit: '',
  });
  if (figures.restart) {
    const { before, handOver, starting, after } = figures.customerMsByPhase;
    const phase = (label: string, times: readonly number[]): string =>
      `${label} ${Math.round(percentile(times, 0.99))} ms (${times.length.toLocaleString('en-US')})`;
    rows.push({
      measure: `${name}: tap → customer screen p99, taps during the hand-over`,
      goal: null,
      value: percentile(handOver, 0.99),
      unit: ' ms',
      detail:
        `SIGTERM → exit, ${handOver.length.toLocaleString('en-US')} pushes; ${phase('before', before)}, ` +
        `${phase('while it starts again', starting)}, ${phase('after', after)}`,
    });
    rows.push({
      measure: `${name}: phones reconnected`,
      goal: null,
      value: figures.reconnected,
      unit: '',
      detail: `${figures.handedOver.toLocaleString('en-US')} phones and boards handed over; SIGTERM → exit ${Math.round(figures.restart.exitedAt - figures.restart.signalledAt)} ms (${figures.restart.exit}), down ${Math.round(figures.restart.readyAt - figures.restart.signalledAt)} ms, checked ${(figures.settleMs / 1000).toFixed(1)} s after the last tap`,
    });
  } else {
    rows.push(
      {
        measure: `${name}: memory per open subscription`,
        goal: null,
        value: figures.bytesPerSubscription / 1024,
        unit: ' KiB',
        detail: `both servers' RSS growth ÷ ${figures.subscriptionsOpen.toLocaleString('en-US')}, opened in ${figures.openSeconds.toFixed(1)} s`,
      },
      { measure: `${name}: board pushes missing`, goal: NONE, value: figures.boardMissing, unit: '' },
      { measure: `${name}: board pushes duplicated`, goal: NONE, value: figures.boardDuplicated, unit: '' },
    );
  }
  return rows;
}

export function machineLine(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average ${load}`;
}

function markdownTable(rows: readonly BenchRow[]): string {
  const format = (value: number): string =>
    Number.isNaN(value)
      ? '—'
      : value >= 100 || Number.isInteger(value)
        ? Math.round(value).toLocaleString('en-US')
        : value.toFixed(1);
  const lines = ['| measure | goal | measured | meets goal |', '|---|---|---|---|'];
  for (const row of rows) {
    const goal = row.goal
      ? `${row.goal.kind === 'min' ? '≥' : '≤'} ${format(row.goal.value)}${row.goal.unit}`
      : '—';
    const meets = row.goal
      ? (row.goal.kind === 'min' ? row.value >= row.goal.value : row.value <= row.goal.value)
        ? 'yes'
        : 'no'
      : '—';
    const detail = row.detail ? ` (${row.detail.replaceAll('|', '/')})` : '';
    lines.push(`| ${row.measure} | ${goal} | ${format(row.value)}${row.unit}${detail} | ${meets} |`);
  }
  return lines.join('\n');
}

/**
 * Writes this run's figures as the section's latest run in docs/performance.md. What the section held
 * as its latest run (intro, table and any words added about it by hand) moves to the top of its
 * "Earlier runs" part, which is kept as it is: each machine's figures stay beside the newest.
 */
export async function writeSection(
  file: string,
  intro: string,
  rows: readonly BenchRow[],
  notes: string,
): Promise<void> {
  const text = await readFile(file, 'utf8');
  const latest = `${SECTION}\n\n${intro}\n\n${markdownTable(rows)}\n\n${notes}\n`;
  const start = text.indexOf(`${SECTION}\n`);
  let updated: string;
  if (start < 0) updated = `${text.trimEnd()}\n\n${latest}`;
  else {
    const next = text.indexOf('\n## ', start + SECTION.length);
    const end = next < 0 ? text.length : next + 1;
    const old = text.slice(start + SECTION.length, end);
    const earlierAt = old.indexOf(`\n${EARLIER}\n`);
    const before = earlierAt < 0 ? old : old.slice(0, earlierAt);
    const earlier = earlierAt < 0 ? '' : old.slice(earlierAt + EARLIER.length + 2).trim();
    // The old latest run: all before the notes on how it is measured, which this run writes again.
    const notesAt = before.indexOf(notes.slice(0, NOTES_PREFIX));
    const previous = (notesAt < 0 ? before : before.slice(0, notesAt)).trim();
    const kept = [previous, earlier].filter(Boolean).join('\n\n');
    const section = kept ? `${latest}\n${EARLIER}\n\n${kept}\n` : latest;
    updated = `${text.slice(0, start)}${section}${end < text.length ? `\n${text.slice(end)}` : ''}`;
  }
  // The repository's Prettier settings, so the page stays as \`prettier --check\` wants it.
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await prettierFormat(updated, { ...options, filepath: file }));
}
