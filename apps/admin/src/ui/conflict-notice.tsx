// An edit refused because someone else saved first (EDIT_CONFLICT): what they saved, beside what
// this person typed, field by field, the differing ones marked. The form keeps the person's edits;
// they choose to take the other version (onUseTheirs) or to save theirs over it (onKeepMine, which
// saves again against the version now current).
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export interface ConflictField {
  readonly label: string;
  readonly theirs: ReactNode;
  readonly mine: ReactNode;
  /** Whether the two differ; the row is highlighted when they do. */
  readonly differs: boolean;
}

export interface ConflictNoticeProps {
  /** The server's sentence (the EDIT_CONFLICT error's message). */
  readonly message: string;
  readonly fields: readonly ConflictField[];
  readonly onUseTheirs?: () => void;
  readonly onKeepMine?: () => void;
}

export function ConflictNotice({ message, fields, onUseTheirs, onKeepMine }: ConflictNoticeProps) {
  const changed = fields.filter((field) => field.differs);
  return (
    <section role="alert" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{message}</p>
          <p className="mt-1 text-sm">
            {changed.length === 0
              ? 'Their version has the same values as yours.'
              : `${changed.length} ${changed.length === 1 ? 'field differs' : 'fields differ'}.`}
          </p>
          <table className="mt-3 w-full border-collapse overflow-hidden rounded-md bg-white text-sm">
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Saved by someone else
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Your edit
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr
                  key={field.label}
                  className={`border-t border-stone-200 ${field.differs ? 'bg-amber-100/60 font-medium' : ''}`}
                >
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {field.label}
                    {field.differs && ' '}
                    {field.differs && <span className="sr-only">(differs)</span>}
                  </th>
                  <td className="px-3 py-2">{field.theirs}</td>
                  <td className="px-3 py-2">{field.mine}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {(onUseTheirs || onKeepMine) && (
            <div className="mt-3 flex flex-wrap gap-2">
              {onUseTheirs && <Button onClick={onUseTheirs}>Use their version</Button>}
              {onKeepMine && (
                <Button variant="primary" onClick={onKeepMine}>
                  Save mine over theirs
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
