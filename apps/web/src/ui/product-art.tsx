import { artUrl } from '../lib/art.ts';

/**
 * A product's picture in the brand's soft circle. A picture that fails to load is hidden rather than
 * shown broken (docs/product/ordering.md#messages); the circle keeps the layout steady.
 */
export function ProductArt({
  image,
  circleClassName,
  imageClassName = 'w-3/5',
  size,
}: {
  image: string;
  /** Size classes of the circle, e.g. 'size-12' or 'aspect-square w-36'. */
  circleClassName: string;
  imageClassName?: string;
  /** The picture's intrinsic size in CSS pixels, reserved before it loads. */
  size: number;
}) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-soft ${circleClassName}`}
    >
      <img
        src={artUrl(image)}
        alt=""
        width={size}
        height={size}
        className={imageClassName}
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden';
        }}
      />
    </span>
  );
}
