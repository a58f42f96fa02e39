// Reads one sample of a server's metrics registry, by name and labels, as Prometheus would see it.
import type { BrewlineMetrics } from '../../src/metrics/metrics.ts';

/** The value of the sample whose labels include `labels` (0 when there is none). */
export async function metricValue(
  metrics: BrewlineMetrics,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  // A histogram's samples (_count, _sum, _bucket) belong to the metric named without the suffix.
  const metric =
    metrics.registry.getSingleMetric(name) ??
    metrics.registry.getSingleMetric(name.replace(/_(count|sum|bucket)$/, ''));
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const matches = values.filter(
    (sample) =>
      ('metricName' in sample ? sample.metricName : name) === name &&
      Object.entries(labels).every(([key, value]) => String(sample.labels[key]) === value),
  );
  return matches.reduce((sum, sample) => sum + sample.value, 0);
}
