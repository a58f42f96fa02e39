// Bounded autocannon runs on loopback, reduced to the few figures the bench reports.
import autocannon from 'autocannon';
import { median } from '../median.ts';

export const CONNECTIONS = 100;
export const RUN_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
export const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  ok: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
}

export async function load(target: LoadTarget, seconds = RUN_SECONDS): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.non2xx,
  };
}

export interface Comparison {
  baseline: LoadFigures;
  target: LoadFigures;
}

/**
 * Alternates baseline and target runs so both see the same machine noise, then reports the median
 * of each figure. A short warm-up first lets the JIT and the connection pools settle.
 */
export async function compare(baseline: LoadTarget, target: LoadTarget): Promise<Comparison> {
  await load(baseline, 1);
  await load(target, 1);
  const baselineRuns: LoadFigures[] = [];
  const targetRuns: LoadFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    baselineRuns.push(await load(baseline));
    targetRuns.push(await load(target));
  }
  return { baseline: medianFigures(baselineRuns), target: medianFigures(targetRuns) };
}

function medianFigures(runs: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    ok: runs.reduce((sum, r) => sum + r.ok, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
