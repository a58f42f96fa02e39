// One choice among a few short ones (Hot / Iced, No Ice ... Extra Ice), as a row of tabs.
export interface SegmentOption {
  id: number;
  label: string;
  detail?: string | undefined;
}

export function SegmentedChoice({
  label,
  options,
  selectedId,
  onSelect,
  testId,
}: {
  label: string;
  options: readonly SegmentOption[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  testId?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className="flex gap-1 rounded-full bg-stone-100 p-1"
    >
      {options.map((option) => {
        const selected = option.id === selectedId;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(option.id)}
            className={`min-h-10 flex-1 rounded-full px-2 py-1.5 text-sm font-semibold transition ${selected ? 'bg-white text-brand-ink shadow ring-1 ring-brand/40' : 'text-stone-700 hover:bg-white/70'}`}
          >
            {option.label}
            {option.detail && (
              <span className="block text-xs font-normal text-stone-600">{option.detail}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
