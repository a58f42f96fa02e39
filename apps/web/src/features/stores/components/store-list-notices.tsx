// What stands above a list of stores: why the last search failed, and, before any search, the list
// of every store loading or failing to load. The page and the dialog show the same notices.
import type { CombinedError } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { Spinner } from '../../../ui/spinner.tsx';

interface StoreListNoticesProps {
  /** The search's failure, as the customer reads it. */
  failure: string | null;
  failureTestId?: string;
  /** The every-store query while no search is shown; null once a search answered. */
  all: { fetching: boolean; hasData: boolean; error: CombinedError | undefined } | null;
}

export function StoreListNotices({ failure, failureTestId, all }: StoreListNoticesProps) {
  return (
    <>
      {failure && (
        <p
          role="alert"
          className="mb-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-900"
          data-testid={failureTestId}
        >
          {failure}
        </p>
      )}
      {all && all.fetching && !all.hasData && (
        <div className="flex justify-center p-8">
          <Spinner label="Loading stores" />
        </div>
      )}
      {all?.error && !all.hasData && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {describeApiError(all.error).message}
        </p>
      )}
    </>
  );
}
