// LIGHTHOUSE_MACHINE=slow: the browser, and every process it has started or will start, held to a share
// of one core by a Linux control group's CPU quota, in slices of 10 ms. Lighthouse's mobile preset
// already multiplies what it sees by four; this makes what it sees slower, as on a slow machine: the
// same build read 98–100 on quick machines and 75–94 on session 27's (docs/performance.md), and only a
// slow machine could tell whether a change helps there. The servers are not held: a customer's phone is
// slow, the chain's servers are not. Needs root and cgroup v1's cpu controller (the node-svc machines).
import { setTimeout } from 'node:timers/promises';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
/** Short slices, so that the browser runs a little often rather than much now and then. */
const PERIOD_US = 10_000;

/** `rootPid` and every process below it, from /proc. */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command's name (the second field) is in parentheses and may hold spaces; the state and then
    // the parent's pid follow the last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index] ?? -1) ?? []));
  return tree;
}

function moveProcess(pid: number, group: string): void {
  try {
    writeFileSync(`${group}/cgroup.procs`, String(pid));
  } catch (error) {
    if (existsSync(`/proc/${pid}`)) throw error; // not one that ended meanwhile
  }
}

/** Throws, before anything is measured, when this machine cannot be made slow as asked. */
export function assertSlowMachinePossible(share: number): void {
  if (!existsSync(`${CPU_CONTROLLER}/cpu.cfs_quota_us`)) {
    throw new Error(
      `LIGHTHOUSE_MACHINE=slow needs cgroup v1's cpu controller at ${CPU_CONTROLLER} (and root): not here`,
    );
  }
  if (!(share > 0 && share <= 1)) throw new Error(`LIGHTHOUSE_SLOW_SHARE must be in (0, 1]: ${share}`);
}

/** Holds the browser's processes to `share` of one core until the function returned is called. */
export function slowMachine(browserPid: number, share: number): () => Promise<void> {
  assertSlowMachinePossible(share);
  const group = `${CPU_CONTROLLER}/brewline-bench-slow-${process.pid}`;
  mkdirSync(group);
  writeFileSync(`${group}/cpu.cfs_period_us`, String(PERIOD_US));
  writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(PERIOD_US * share)));
  for (const pid of processTree(browserPid)) moveProcess(pid, group);
  return async () => {
    // Every process the group holds back to the root group (the browser's, and any started since, such
    // as a new renderer: a child starts in its parent's group); it can be removed only once empty. A
    // process that is exiting cannot be moved and leaves by itself: wait a little for it.
    for (let attempt = 0; ; attempt++) {
      const left = readFileSync(`${group}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
      if (left.length === 0) break;
      if (attempt === 50) throw new Error(`${group} still holds processes ${left.join(', ')}`);
      for (const pid of left) moveProcess(Number(pid), CPU_CONTROLLER);
      await setTimeout(100);
    }
    rmdirSync(group);
  };
}
