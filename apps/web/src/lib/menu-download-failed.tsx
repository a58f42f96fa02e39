/** The menu tables could not be downloaded: the message, and Try again. */
export function MenuDownloadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="text-stone-700">
        It looks like we couldn't reach our servers. Please try again later.
      </p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
