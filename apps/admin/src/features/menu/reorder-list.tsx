// A list a person puts in order: drag a row by its handle, or use its Move up and Move down buttons
// (keyboard and screen reader users; the new place is announced). Each change hands the whole new
// order to `onReorder`, which saves it.
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';

export interface ReorderItem {
  readonly id: number;
  readonly label: string;
  /** What the row shows beside its label (a badge, a link). */
  readonly extra?: ReactNode;
}

export interface ReorderListProps {
  readonly label: string;
  readonly items: readonly ReorderItem[];
  readonly onReorder: (ids: number[]) => void;
  readonly disabled?: boolean;
  readonly selectedId?: number | null;
  readonly onSelect?: (id: number) => void;
}

function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

export function ReorderList({ label, items, onReorder, disabled, selectedId, onSelect }: ReorderListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    onReorder(moved(ids, from, to));
    if (item) setAnnouncement(`${item.label} moved to position ${to + 1} of ${items.length}.`);
  };
  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`flex items-center gap-2 px-2 py-1.5 ${dragged === index ? 'opacity-50' : ''} ${
              selectedId === item.id ? 'bg-amber-50' : ''
            }`}
          >
            <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-stone-400" />
            {onSelect ? (
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={selectedId === item.id ? 'true' : undefined}
                className="min-h-9 min-w-0 flex-1 truncate rounded px-1 text-left font-medium text-stone-900 hover:underline"
              >
                {item.label}
              </button>
            ) : (
              <span className="min-w-0 flex-1 truncate px-1 font-medium text-stone-900">{item.label}</span>
            )}
            {item.extra}
            <button
              type="button"
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1)}
              className="rounded p-1.5 text-stone-600 hover:bg-stone-100 disabled:opacity-30"
              aria-label={`Move ${item.label} up`}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              disabled={disabled || index === items.length - 1}
              onClick={() => move(index, index + 1)}
              className="rounded p-1.5 text-stone-600 hover:bg-stone-100 disabled:opacity-30"
              aria-label={`Move ${item.label} down`}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
