// Content that keeps one size whatever it shows: every variant is laid out in the same grid cell and
// all but the shown one are invisible, so the box is as wide (and tall) as its largest variant in
// the board's own font, with no width guessed in CSS. A status or a toggle whose text changes then
// moves nothing beside or below it: the board's first tap unlocks sound, and 'Tap for sound'
// turning 'Sound on' between the finger going down and coming up used to reflow the header and
// move the order card under the finger, so the tap was lost (the layout-shift work in docs/performance.md).
import type { ReactNode } from 'react';

export interface SteadyContentProps<Key extends string> {
  /** The variant shown now. */
  readonly shown: NoInfer<Key>;
  readonly variants: Readonly<Record<Key, ReactNode>>;
  /** Layout of each variant inside the shared cell (e.g. its flex row). */
  readonly className?: string;
}

export function SteadyContent<Key extends string>({
  shown,
  variants,
  className = '',
}: SteadyContentProps<Key>) {
  const keys = Object.keys(variants) as Key[];
  return (
    <span className="inline-grid">
      {keys.map((key) => (
        <span
          key={key}
          // Hidden ones are out of the accessibility tree too: the control's name is the shown text.
          aria-hidden={key === shown ? undefined : true}
          className={`col-start-1 row-start-1 ${key === shown ? '' : 'invisible'} ${className}`}
        >
          {variants[key]}
        </span>
      ))}
    </span>
  );
}
