// The parking lot's vehicle form and its checks, with the makes, models and fuzzy search they need:
// most of the pickup step's code, and of use only where a method that needs a vehicle is offered (a
// first load evaluates only what its page shows: docs/performance.md). Loaded at idle time once the
// step offers such a method, so it is in before a tap on it; at once when such a method is chosen.
import { useEffect, useState } from 'react';
import type { VehicleForm } from '../components/vehicle-form.tsx';
import type { vehicleErrors } from './vehicle-checks.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

export interface VehicleCode {
  readonly VehicleForm: typeof VehicleForm;
  readonly vehicleErrors: typeof vehicleErrors;
}

let loaded: VehicleCode | null = null;
let loading: Promise<VehicleCode> | null = null;

function loadVehicleCode(): Promise<VehicleCode> {
  loading ??= Promise.all([import('../components/vehicle-form.tsx'), import('./vehicle-checks.ts')]).then(
    ([form, checks]) => (loaded = { VehicleForm: form.VehicleForm, vehicleErrors: checks.vehicleErrors }),
  );
  // A failed load is tried again by the next step that wants it.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type VehicleCodeState =
  | { readonly status: 'ready'; readonly code: VehicleCode }
  | { readonly status: 'loading' | 'failed'; readonly retry: () => void };

/**
 * The vehicle's code: `offered` (a method that needs a vehicle is on the step) loads it at idle time,
 * `chosen` (that method is the customer's) at once.
 */
export function useVehicleCode(offered: boolean, chosen: boolean): VehicleCodeState {
  const [code, setCode] = useState<VehicleCode | null>(loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const wanted = offered || chosen;
  useEffect(() => {
    if (code || !wanted) return;
    let live = true;
    const load = () =>
      void loadVehicleCode().then(
        (module) => live && setCode(module),
        () => live && setFailed(true),
      );
    if (chosen) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [code, wanted, chosen, attempt]);
  if (code) return { status: 'ready', code };
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { status: failed ? 'failed' : 'loading', retry };
}
