// The parts each section of the favorites page shares: its heading with how many of how many, and
// what it says while empty.
import type { ReactNode } from 'react';

export function SectionHeader({
  id,
  title,
  count,
  max,
  action,
}: {
  id: string;
  title: string;
  count: number;
  max: number;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}{' '}
        <span className="ml-1 text-base font-semibold text-stone-600">
          {count} of {max}
        </span>
      </h2>
      {action}
    </div>
  );
}

export function EmptyState({
  image,
  title,
  children,
}: {
  image: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center">
      <img src={`/art/${image}.svg`} alt="" width={48} height={48} />
      <p className="text-lg font-bold">{title}</p>
      <div className="text-stone-700">{children}</div>
    </div>
  );
}
