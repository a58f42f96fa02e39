// Fails when an import breaks the dependency rules in .dependency-cruiser.ts (decision 007): the
// rules themselves, checked by dependency-cruiser, and no cycle between units (features, modules,
// the app shell, lib, ...), which dependency-cruiser cannot express, checked here on its graph.
// `node scripts/check-boundaries.ts` checks the repository; the test runs it on small fixture trees.
//
// .dependency-cruiser-known-violations.json lists the breaks that were there when a rule came in and
// are still to fix: they are reported as known, every other break fails. Regenerate it only to
// shrink it: `npx depcruise --output-type baseline apps packages > .dependency-cruiser-known-violations.json`.
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import config, { compositionRoots, cycleUnits } from '../.dependency-cruiser.ts';

export interface BoundaryBreak {
  rule: string;
  from: string;
  to: string;
}

export interface BoundaryReport {
  /** Breaks that fail the check. */
  breaks: BoundaryBreak[];
  /** Breaks listed in the known-violations file: still there, not failing. */
  known: number;
}

type KnownViolations = NonNullable<ICruiseOptions['knownViolations']>;

export const KNOWN_BREAKS_FILE = '.dependency-cruiser-known-violations.json';

/** The folders a check covers: every app and the domain. */
export const checkedFolders = ['apps', 'packages'];

export async function findBoundaryBreaks(baseDir: string, folders = checkedFolders): Promise<BoundaryReport> {
  const knownFile = join(baseDir, KNOWN_BREAKS_FILE);
  const knownViolations = existsSync(knownFile)
    ? (JSON.parse(readFileSync(knownFile, 'utf8')) as KnownViolations)
    : [];
  const { output } = await cruise(folders, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    knownViolations,
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');
  const ruleBreaks = output.summary.violations
    .filter((violation) => violation.rule.severity === 'error')
    .map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to,
    }));
  const known = output.summary.violations.filter((violation) => violation.rule.severity === 'ignore').length;
  return { breaks: [...ruleBreaks, ...findUnitCycles(output)], known };
}

export function unitOf(path: string): string | null {
  if (compositionRoots.includes(path)) return null;
  for (const pattern of cycleUnits) {
    const match = pattern.exec(path);
    if (match) return match[0].replace(/\/$/, '');
  }
  return null;
}

/** Each group of units that reach each other (a strongly connected component), as one break. */
function findUnitCycles(result: ICruiseResult): BoundaryBreak[] {
  const edges = new Map<string, Map<string, string>>();
  for (const module of result.modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      // Keep one example import per pair of units, to say where the edge comes from.
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
      edges.set(from, targets);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => {
      const inside = new Set(component);
      const examples = component.flatMap((unit) =>
        [...(edges.get(unit) ?? [])].filter(([to]) => inside.has(to)).map(([, example]) => example),
      );
      return { rule: 'no-cycle-between-units', from: component.join(' ↔ '), to: examples.join('; ') };
    });
}

// Tarjan's algorithm, iterative enough for a few hundred units.
function stronglyConnected(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    onStack.add(unit);
    for (const next of (edges.get(unit) ?? new Map<string, string>()).keys()) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      components.push(component.sort());
    }
  };
  for (const unit of [...edges.keys()].sort()) if (!index.has(unit)) visit(unit);
  return components;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { breaks, known } = await findBoundaryBreaks(root);
  for (const broken of breaks) console.error(`${broken.rule}: ${broken.from} → ${broken.to}`);
  console.log(
    breaks.length === 0
      ? 'Dependency rules hold (.dependency-cruiser.ts).'
      : `${breaks.length} break(s) of the dependency rules in .dependency-cruiser.ts (decision 007).`,
  );
  if (known > 0) console.log(`${known} known break(s) still to fix, listed in ${KNOWN_BREAKS_FILE}.`);
  process.exit(breaks.length === 0 ? 0 : 1);
}
