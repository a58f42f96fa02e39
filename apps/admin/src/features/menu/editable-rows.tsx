// A short list edited in place (a group's modifiers, a scale's steps): each row's own fields, then
// buttons to move it up or down or remove it, and one to add a row at the end. Every button names
// its row, so a screen reader says which one it acts on.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';

export interface EditableRowsProps<R> {
  readonly rows: readonly R[];
  readonly onChange: (rows: R[]) => void;
  /** What one row is called in the buttons: "modifier", "step". */
  readonly noun: string;
  readonly labelOf: (row: R, index: number) => string;
  readonly newRow: () => R;
  readonly children: (row: R, index: number, change: (patch: Partial<R>) => void) => ReactNode;
}

export function EditableRows<R>({ rows, onChange, noun, labelOf, newRow, children }: EditableRowsProps<R>) {
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (row === undefined) return;
    next.splice(to, 0, row);
    onChange(next);
  };
  return (
    <div>
      <ol className="mb-2 space-y-2">
        {rows.map((row, index) => {
          const label = labelOf(row, index);
          return (
            <li
              key={index}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2"
            >
              <span aria-hidden className="w-5 text-sm font-semibold text-stone-600">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                {children(row, index, (patch) =>
                  onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))),
                )}
              </div>
              <div className="flex">
                <Button
                  variant="quiet"
                  className="px-2"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="quiet"
                  className="px-2"
                  aria-label={`Move ${label} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="quiet"
                  className="px-2"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => onChange([...rows, newRow()])}>
        Add a {noun}
      </Button>
    </div>
  );
}
