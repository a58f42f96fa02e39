// The order of the checkout's steps (docs/product/ordering.md#checkout) and where a customer who
// opens a step too early is sent: a reload, a bookmark or the browser's Back must never reach
// payment without the pickup details and method that the order needs.

export type CheckoutStep = 'login' | 'profile' | 'pickup' | 'payment-options' | 'payment';

export interface CheckoutProgress {
  /** Lines the customer has added to the cart. */
  readonly cartLineCount: number;
  /** Name, email and phone are all known and valid. */
  readonly contactComplete: boolean;
  /** A pickup method (and a vehicle, for parking lot) has been chosen on the pickup step. */
  readonly pickupDone: boolean;
  /** A signed-in member: with an empty cart the spec sends them home rather than to the cart. */
  readonly signedIn?: boolean;
}

/**
 * Where to go instead of `step`: with an empty cart '/cart' for a guest and '/' (home) for a member
 * (docs/product/ordering.md#checkout), an earlier step, or null to stay.
 */
export function checkoutStepRedirect(
  step: CheckoutStep,
  progress: CheckoutProgress,
): 'home' | 'cart' | 'profile' | 'pickup' | null {
  if (progress.cartLineCount === 0) return progress.signedIn ? 'home' : 'cart';
  if (step === 'login' || step === 'profile') return null;
  if (!progress.contactComplete) return 'profile';
  if (step === 'pickup') return null;
  return progress.pickupDone ? null : 'pickup';
}
