// While the staff session or a page's code loads: a quiet line, announced once.
export function PageLoading() {
  return (
    <p role="status" className="p-8 text-stone-600">
      Loading…
    </p>
  );
}
