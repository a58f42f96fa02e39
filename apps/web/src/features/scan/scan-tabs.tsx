// Two tabs with the keyboard behaviour of the ARIA tabs pattern: arrows move between tabs, only the
// selected tab is in the tab order, each panel is labelled by its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ScanTab<K extends string> {
  readonly key: K;
  readonly label: string;
}

interface Props<K extends string> {
  readonly tabs: readonly ScanTab<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly children: ReactNode;
}

export function ScanTabs<K extends string>({ tabs, selected, onSelect, children }: Props<K>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Cards"
        className="mb-5 grid grid-cols-2 rounded-full bg-stone-200/70 p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="h-10 rounded-full font-bold text-stone-700 aria-selected:bg-white aria-selected:text-brand-ink aria-selected:shadow"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
