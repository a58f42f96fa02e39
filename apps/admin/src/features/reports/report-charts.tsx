// The reports' charts, drawn as plain SVG and HTML (no chart library in the bundle). Each is a figure
// with a caption; the column chart's SVG is one image with a summary for screen readers and the same
// figures in a table they can read, and the bar list is a real table whose bars only illustrate it.
import { useId } from 'react';

export interface ChartPoint {
  readonly key: string;
  /** The category under the column ("Nov 24", "7 AM"). */
  readonly label: string;
  readonly value: number;
  /** The value as a person reads it ("$1,204.50"). */
  readonly valueText: string;
}

/** Round steps for the value axis: 1, 2 or 5 times a power of ten, about four of them (whole for counts). */
function axisTicks(max: number, whole: boolean): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const found = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const step = whole ? Math.max(1, Math.round(found)) : found;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max + step * 0.001; tick += step) ticks.push(tick);
  if ((ticks.at(-1) ?? 0) < max) ticks.push((ticks.at(-1) ?? 0) + step);
  return ticks;
}

const HEIGHT = 240;
const LEFT = 56;
const BOTTOM = 28;
const TOP = 10;

export function ColumnChart({
  title,
  summary,
  points,
  axisText,
  valueHeader,
  width = 720,
  wholeNumbers = false,
}: {
  readonly title: string;
  /** One sentence a screen reader hears for the picture ("Highest on Nov 21: $1,204"). */
  readonly summary: string;
  readonly points: readonly ChartPoint[];
  readonly axisText: (value: number) => string;
  readonly valueHeader: string;
  /** The drawing's width in its own units: about the pixels it gets, so text keeps its size. */
  readonly width?: number;
  /** Counts: the axis steps by whole numbers. */
  readonly wholeNumbers?: boolean;
}) {
  const id = useId();
  const WIDTH = width;
  const ticks = axisTicks(Math.max(0, ...points.map((p) => p.value)), wholeNumbers);
  const top = ticks.at(-1) || 1;
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  // Label one column in every few, so that labels (about 48 units wide) never overlap.
  const labelEvery = Math.max(1, Math.ceil(48 / slot));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={`${id}-title`} className="mb-2 font-semibold text-stone-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}. ${summary}`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} stroke="#e7e5e4" />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#57534e">
              {axisText(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = LEFT + slot * index + (slot - barWidth) / 2;
          return (
            <g key={point.key}>
              <rect
                x={x}
                y={y(point.value)}
                width={barWidth}
                height={Math.max(0, TOP + plotHeight - y(point.value))}
                rx="2"
                fill="var(--color-brand-ink)"
              >
                <title>{`${point.label}: ${point.valueText}`}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#57534e">
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              <td>{point.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export interface BarRow {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** The figures in the columns after the bar, e.g. ["312", "$1,204.00"]. */
  readonly cells: readonly string[];
}

/** Ranked rows with a bar for each (top products, pickup methods, the funnel): a table first. */
export function BarList({
  title,
  headers,
  rows,
  emptyMessage = 'No sales in this range.',
}: {
  readonly title: string;
  /** The label column's header, then one per cell. */
  readonly headers: readonly [string, ...string[]];
  readonly rows: readonly BarRow[];
  readonly emptyMessage?: string;
}) {
  const id = useId();
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={`${id}-title`} className="mb-2 font-semibold text-stone-900">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{emptyMessage}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-stone-600 uppercase">
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={`pb-1 font-semibold ${index > 0 ? 'text-right' : ''}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-stone-900">
                  <span className="block">{row.label}</span>
                  <span aria-hidden className="mt-1 block h-2 rounded-full bg-stone-100">
                    <span
                      className="block h-2 rounded-full bg-brand"
                      style={{ width: `${max > 0 ? Math.max(1, (row.value / max) * 100) : 0}%` }}
                    />
                  </span>
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums text-stone-800"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
