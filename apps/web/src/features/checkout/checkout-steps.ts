// Each checkout step is its own chunk: a step opened by its link loads its own code, not the other four
// steps' (the pickup step's vehicle makes and fuzzy search, the payment step's card forms). routes.tsx
// starts the step's code together with the checkout's, so the step renders without suspending.
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

export const LoginStep = preloadableLazy<object>(() =>
  import('./login-step.tsx').then((module) => ({ default: module.LoginStep })),
);
export const ProfileStep = preloadableLazy<object>(() =>
  import('./profile-step.tsx').then((module) => ({ default: module.ProfileStep })),
);
export const PickupStep = preloadableLazy<object>(() =>
  import('./pickup-step.tsx').then((module) => ({ default: module.PickupStep })),
);
export const PaymentOptionsStep = preloadableLazy<object>(() =>
  import('./payment-options-step.tsx').then((module) => ({ default: module.PaymentOptionsStep })),
);
export const PaymentStep = preloadableLazy<object>(() =>
  import('./payment-step.tsx').then((module) => ({ default: module.PaymentStep })),
);

const STEPS = {
  login: LoginStep,
  profile: ProfileStep,
  pickup: PickupStep,
  'payment-options': PaymentOptionsStep,
  payment: PaymentStep,
} as const;

/** Starts loading the code of the step `path` (/checkout/<step>) opens; a bare /checkout goes to login. */
export function preloadCheckoutStep(path: string): Promise<void> {
  const step = /^\/checkout\/([\w-]+)\/?$/.exec(path)?.[1] ?? 'login';
  return (STEPS[step as keyof typeof STEPS] ?? LoginStep).preload();
}

/** Loads every step's code (the checkout's component tests render any step at once). */
export function preloadAllCheckoutSteps(): Promise<void> {
  return Promise.all(Object.values(STEPS).map((step) => step.preload())).then(() => undefined);
}
