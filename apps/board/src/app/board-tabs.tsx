// The two views of the board: the open orders and the 86 list. The live order stream keeps running
// under both, so a new order chimes and counts while the barista is 86ing.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type BoardView = 'orders' | 'products';

export interface BoardTabsProps {
  readonly view: BoardView;
  readonly onChange: (view: BoardView) => void;
  readonly orderCount: number;
  readonly freshCount: number;
  readonly panelId: string;
}

const VIEWS: readonly BoardView[] = ['orders', 'products'];

export function BoardTabs({ view, onChange, orderCount, freshCount, panelId }: BoardTabsProps) {
  const refs = useRef<Partial<Record<BoardView, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs (the tabs pattern), for a board driven by a keyboard.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = VIEWS[(VIEWS.indexOf(view) + 1) % VIEWS.length] ?? 'orders';
    onChange(next);
    refs.current[next]?.focus();
  };

  const tab = (id: BoardView, label: ReactNode) => (
    <button
      ref={(element) => {
        refs.current[id] = element;
      }}
      type="button"
      role="tab"
      id={`${panelId}-${id}`}
      aria-selected={view === id}
      aria-controls={panelId}
      tabIndex={view === id ? 0 : -1}
      onClick={() => onChange(id)}
      className="board-tab"
    >
      {label}
    </button>
  );

  return (
    <div role="tablist" aria-label="Board views" className="flex gap-2" onKeyDown={onKeyDown}>
      {tab(
        'orders',
        <>
          Orders
          <span className="rounded-full bg-white/20 px-2.5 text-lg tabular-nums">{orderCount}</span>
          {freshCount > 0 && view !== 'orders' && (
            <span className="rounded-full bg-brand px-2.5 text-lg text-roast">{freshCount} new</span>
          )}
        </>,
      )}
      {tab('products', '86 list')}
    </div>
  );
}
