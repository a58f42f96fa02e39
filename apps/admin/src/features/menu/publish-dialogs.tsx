// The two ends of the draft, each confirmed first: publishing it to every customer, or discarding it.
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

interface ConfirmProps {
  /** How many changes the draft holds. */
  readonly count: number;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

export function PublishDialog({ count, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Dialog
      title="Publish the menu?"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" busy={busy} onClick={onConfirm}>
            Publish now
          </Button>
        </>
      }
    >
      <p>
        {count === 0
          ? 'The menu itself is unchanged; pending price changes go live.'
          : `${count} ${count === 1 ? 'change goes' : 'changes go'} live for every customer, with any pending price changes.`}{' '}
        Carts priced before are priced again; nobody is charged an old price.
      </p>
    </Dialog>
  );
}

export function DiscardDialog({ count, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Dialog
      title="Discard the draft?"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Keep the draft</Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            Discard {count} {count === 1 ? 'change' : 'changes'}
          </Button>
        </>
      }
    >
      <p>
        Every change in the draft is thrown away and the draft becomes the live menu again. This cannot be
        undone.
      </p>
    </Dialog>
  );
}
