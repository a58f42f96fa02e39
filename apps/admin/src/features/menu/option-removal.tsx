// Removing a size, modifier group or scale from its editor: a Remove button, then the app's one
// dialog to confirm. The removal names the version the editor holds, so a removal over someone
// else's save is refused (EDIT_CONFLICT) and shown beside the person's edits, like a save; a record
// that a product still offers is refused with the products named, shown above the form.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMutation, type DocumentInput } from 'urql';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { OptionEditor } from './use-option-editor.ts';

export interface OptionRemoval {
  readonly name: string;
  readonly busy: boolean;
  readonly onConfirm: () => Promise<void>;
}

/**
 * The removal of an existing record, or undefined for a new one (nothing to remove yet). Its answer
 * is the editor's save outcome: a refusal or someone else's version is shown as a save's would be.
 */
export function useOptionRemoval<V, O>(
  document: DocumentInput<unknown, { id: number; expectedVersion: number }>,
  record: { id: number; name: string } | null,
  editor: Pick<OptionEditor<V, O>, 'save' | 'version'>,
  onRemoved: (message: string) => void,
): OptionRemoval | undefined {
  const [removing, remove] = useMutation(document);
  const { save, version } = editor;
  if (!record || version === null) return undefined;
  return {
    name: record.name,
    busy: removing.fetching,
    onConfirm: async () => {
      const removed = await save.run(() => remove({ id: record.id, expectedVersion: version }), null);
      if (removed) onRemoved(`${record.name} is removed from the draft.`);
    },
  };
}

/** The Remove button and its confirmation; the dialog closes whatever the answer, which the editor shows. */
export function RemoveOptionButton({ removal, what }: { removal: OptionRemoval; what: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        className="ml-auto text-red-800 hover:bg-red-50"
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={() => setConfirming(true)}
      >
        Remove<span className="sr-only"> {removal.name}</span>
      </Button>
      {confirming && (
        <Dialog
          title={`Remove ${removal.name}?`}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>Keep it</Button>
              <Button
                variant="danger"
                busy={removal.busy}
                onClick={() => void removal.onConfirm().finally(() => setConfirming(false))}
              >
                Remove from draft
              </Button>
            </>
          }
        >
          <p>
            The {what} {removal.name} leaves the draft menu. Customers keep it until the menu is published;
            then its prices at every store go with it.
          </p>
          <p className="mt-2 text-sm text-stone-600">
            A {what} that a product still offers cannot be removed: untick it in that product first.
          </p>
        </Dialog>
      )}
    </>
  );
}
