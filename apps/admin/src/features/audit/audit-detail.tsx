// One audit entry in full: who, when, what, and the record before and after as a list of edits (a
// field added in green, removed in red, changed with its old value struck through).
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { diffRecords, type DiffKind } from './audit-diff.ts';
import { whenText } from './audit-format.ts';

export interface AuditEntryView {
  readonly id: number;
  readonly at: string;
  readonly actorEmail: string;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly storeId: number | null;
  readonly before: string | null;
  readonly after: string | null;
}

const KIND_LABEL: Record<DiffKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};
const KIND_STYLE: Record<DiffKind, string> = {
  added: 'bg-green-100 text-green-900',
  removed: 'bg-red-100 text-red-900',
  changed: 'bg-amber-100 text-amber-900',
  unchanged: 'bg-stone-100 text-stone-700',
};

export function AuditDetail({
  entry,
  storeName,
  onClose,
}: {
  readonly entry: AuditEntryView;
  readonly storeName: string | null;
  readonly onClose: () => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const lines = diffRecords(entry.before, entry.after);
  const shown = showAll ? lines : lines.filter((line) => line.kind !== 'unchanged');
  const unchanged = lines.length - lines.filter((line) => line.kind !== 'unchanged').length;
  return (
    <Dialog
      title={`${entry.action} · ${entry.entityType} ${entry.entityId}`}
      onClose={onClose}
      wide
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-700">When</dt>
        <dd>{whenText(entry.at)}</dd>
        <dt className="font-semibold text-stone-700">Who</dt>
        <dd>{entry.actorEmail}</dd>
        {storeName && (
          <>
            <dt className="font-semibold text-stone-700">Store</dt>
            <dd>{storeName}</dd>
          </>
        )}
        <dt className="font-semibold text-stone-700">Record</dt>
        <dd>
          {entry.before === null ? 'Created' : entry.after === null ? 'Removed' : 'Changed'}{' '}
          {entry.entityType} {entry.entityId}
        </dd>
      </dl>
      {shown.length === 0 ? (
        <p className="text-stone-600">Nothing in the record changed.</p>
      ) : (
        <div className="max-h-[50vh] overflow-auto rounded-lg border border-stone-200">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">What changed</caption>
            <thead>
              <tr className="bg-stone-50 text-left text-xs tracking-wide text-stone-600 uppercase">
                <th scope="col" className="px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  Before
                </th>
                <th scope="col" className="px-3 py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <tr key={line.path} className="border-t border-stone-100 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <span className="font-mono text-stone-900">{line.path}</span>{' '}
                    <span
                      className={`ml-1 rounded px-1.5 py-0.5 text-xs font-semibold ${KIND_STYLE[line.kind]}`}
                    >
                      {KIND_LABEL[line.kind]}
                    </span>
                  </th>
                  <td className="px-3 py-2 font-mono break-all text-stone-700">
                    {line.before === null ? (
                      '—'
                    ) : line.kind === 'changed' ? (
                      <del>{line.before}</del>
                    ) : (
                      line.before
                    )}
                  </td>
                  <td className="px-3 py-2 font-mono break-all text-stone-900">
                    {line.after === null ? (
                      '—'
                    ) : line.kind === 'changed' ? (
                      <ins className="no-underline">{line.after}</ins>
                    ) : (
                      line.after
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unchanged > 0 && (
        <label className="mt-3 flex items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          Show the {unchanged} unchanged field{unchanged === 1 ? '' : 's'} too
        </label>
      )}
    </Dialog>
  );
}
