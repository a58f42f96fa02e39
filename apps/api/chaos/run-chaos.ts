// npm run test:chaos: kill -9 trials of a real API process on PostgreSQL (see kill-trials.ts).
// `--trials N` (default 200); `--quiet` prints only the counts. Exits 1 if any promise was broken.
import { CARD_OPERATIONS, runKillTrials } from './kill-trials.ts';

const args = process.argv.slice(2);
const trialsArg = args.indexOf('--trials');
const trials = trialsArg >= 0 ? Number(args[trialsArg + 1]) : 200;
if (!Number.isInteger(trials) || trials < 1) {
  console.error('--trials must be a positive whole number');
  process.exit(2);
}
const quiet = args.includes('--quiet');
console.log(
  `kill -9 trials: ${trials}, operations: order submission${CARD_OPERATIONS ? ', card reload, card combine' : ''}`,
);
const report = await runKillTrials({ trials, log: quiet ? undefined : (line) => console.log(line) });
for (const failure of report.failures) console.log(`FAILURE ${failure}`);
console.log(
  [
    `trials run: ${report.trials}`,
    `kills that cut an operation mid-flight: ${report.cutMidOperation}`,
    `kills before the submission's answer: ${report.submissionsCut}`,
    `submissions: ${report.submissions}`,
    `reloads: ${report.reloads}`,
    `combines: ${report.combines}`,
    `client retries: ${report.retries}`,
    `abandoned payments settled by recovery: ${report.recovered}`,
    `failures found: ${report.failures.length}`,
    `time: ${(report.ms / 1000).toFixed(1)} s`,
  ].join('\n'),
);
const passed = report.failures.length === 0 && report.trials === trials;
console.log(`\n${passed ? 1 : 0} passed, ${passed ? 0 : 1} failed`);
process.exit(passed ? 0 : 1);
