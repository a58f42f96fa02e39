// npm test's counts: every test a runner reports, and every check (a type-check, a build) as one
// test of its own, passed or failed, so the run ends with one line of counts and the failed names.
export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface Tally {
  readonly counts: () => Counts;
  readonly failures: () => readonly string[];
  /** A check as one test: passed, or failed under its name. */
  readonly check: (name: string, ok: boolean) => void;
  readonly add: (counts: Counts) => void;
  /** The failed names, then `N passed, N failed, N skipped`. */
  readonly report: () => string;
}

export function newTally(): Tally {
  let totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const failed: string[] = [];
  const add = (counts: Counts) => {
    totals = {
      passed: totals.passed + counts.passed,
      failed: totals.failed + counts.failed,
      skipped: totals.skipped + counts.skipped,
    };
  };
  return {
    counts: () => totals,
    failures: () => failed,
    check: (name, ok) => {
      add({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
      if (!ok) failed.push(name);
    },
    add,
    report: () =>
      `${failed.length > 0 ? `\nFailed: ${failed.join('; ')}\n` : ''}\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  };
}
