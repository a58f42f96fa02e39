import { Minus, Plus } from 'lucide-react';

/** − count +: a number between min and max, each button labelled for screen readers. */
export function Stepper({
  value,
  min,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  testId,
  className = '',
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'sm' | 'md';
  testId?: string;
  className?: string;
}) {
  const button =
    size === 'sm'
      ? 'flex size-8 items-center justify-center rounded-full'
      : 'flex size-10 items-center justify-center rounded-full';
  const enabled = 'text-brand-ink hover:bg-brand-soft';
  const disabled = 'text-stone-400 cursor-not-allowed';
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className={`inline-flex shrink-0 items-center self-start rounded-full border-2 border-stone-200 bg-white ${className}`}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        className={`${button} ${value <= min ? disabled : enabled}`}
      >
        <Minus size={size === 'sm' ? 16 : 18} aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        className={`text-center font-bold tabular-nums ${size === 'sm' ? 'min-w-6 text-sm' : 'min-w-8 text-lg'}`}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        className={`${button} ${value >= max ? disabled : enabled}`}
      >
        <Plus size={size === 'sm' ? 16 : 18} aria-hidden="true" />
      </button>
    </div>
  );
}
