/** Sized like the loaded page so nothing jumps when the product arrives. */
export function ProductSkeleton() {
  return (
    <div
      className="grid gap-6 md:grid-cols-[2fr_3fr]"
      aria-busy="true"
      aria-label="Loading product"
      data-testid="product-skeleton"
    >
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6">
        <div className="skeleton aspect-square w-48 rounded-full" />
        <div className="skeleton h-8 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
      </div>
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-6">
        <div className="skeleton h-7 w-40" />
        <div className="flex gap-3">
          <div className="skeleton h-20 w-20" />
          <div className="skeleton h-20 w-20" />
          <div className="skeleton h-20 w-20" />
        </div>
        <div className="skeleton h-24 w-full" />
        <div className="skeleton h-24 w-full" />
      </div>
    </div>
  );
}
