// How many price changes wait for the menu's publishing (customers still pay the published prices),
// with discarding them all or going to review and publish.
import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../ui/button.tsx';

/** The menu's publishing page: price changes go live with it. */
export const PUBLISH_PATH = '/publish';

export function PendingPricesBanner({
  count,
  discarding,
  onDiscardAll,
}: {
  readonly count: number;
  readonly discarding: boolean;
  readonly onDiscardAll: () => void;
}) {
  if (count === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p>
        <strong>
          {count} price {count === 1 ? 'change waits' : 'changes wait'}
        </strong>{' '}
        for publishing. Customers still pay the published prices.
      </p>
      <div className="flex gap-2">
        <Button
          variant="quiet"
          busy={discarding}
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={onDiscardAll}
        >
          Discard all
        </Button>
        <Link href={PUBLISH_PATH} className={buttonClass('secondary')}>
          Review and publish
        </Link>
      </div>
    </div>
  );
}
