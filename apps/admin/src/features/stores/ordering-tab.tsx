// The Ordering tab: online ordering on or off with the pickup methods offered, and the make minutes
// (how far ahead the earliest pickup time is, and when a scheduled order goes to the bar). Each is its
// own form, judged by the domain's rule the server applies before anything is sent.
import {
  MAX_MAKE_MINUTES,
  MIN_MAKE_MINUTES,
  validateMakeMinutes,
  validatePickupSettings,
} from '@brewline/domain/store-hours/store-settings';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { MakeMinutesField } from './store-setting-fields.tsx';
import { OrderingSwitches } from './ordering-switches.tsx';
import { storeDataOf } from './store-data.ts';
import { ORDERING_SWITCHES, type StoreOrdering } from './store-fields.ts';
import { StoreSection } from './store-section.tsx';
import { UpdateStoreMakeMinutesMutation } from './update-store-make-minutes-mutation.ts';
import { UpdateStoreOrderingMutation } from './update-store-ordering-mutation.ts';
import { useStoreSection, type StoreSectionProps } from './use-store-section.ts';

const yesNo = (on: boolean): string => (on ? 'On' : 'Off');

function orderingOf(store: StoreOrdering): StoreOrdering {
  const { oLOEnabled, inStorePickup, driveThruPickup, parkingLotPickup } = store;
  return { oLOEnabled, inStorePickup, driveThruPickup, parkingLotPickup };
}

function OrderingSection({ store, onSaved, onReload }: StoreSectionProps) {
  const [, saveOrdering] = useMutation(UpdateStoreOrderingMutation);
  const section = useStoreSection({
    store,
    onSaved,
    onReload,
    valuesOf: orderingOf,
    rules: (ordering) => validatePickupSettings(ordering, store.driveThru),
    success: 'Ordering settings saved.',
    send: async (ordering, expectedVersion) => {
      const result = await saveOrdering({ storeId: store.storeId, expectedVersion, ordering });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreOrdering) : null };
    },
  });
  const { form } = section;
  return (
    <StoreSection
      id="ordering"
      title="Online ordering and pickup"
      section={section}
      describe={(ordering) =>
        ORDERING_SWITCHES.map((s) => ({ label: s.label, text: yesNo(ordering[s.key]) }))
      }
    >
      <OrderingSwitches
        ordering={form.values}
        driveThru={store.driveThru}
        error={form.problemFor('driveThruPickup') ?? form.problemFor('parkingLotPickup')}
        onChange={form.set}
      />
      <Button variant="primary" busy={section.save.busy} onClick={() => void section.submit()}>
        Save ordering
      </Button>
    </StoreSection>
  );
}

interface MakeTime {
  /** As typed; a whole number of minutes once the rule holds. */
  readonly makeMinutes: string;
}

function MakeTimeSection({ store, onSaved, onReload }: StoreSectionProps) {
  const [, saveMake] = useMutation(UpdateStoreMakeMinutesMutation);
  const section = useStoreSection<MakeTime>({
    store,
    onSaved,
    onReload,
    valuesOf: (saved) => ({ makeMinutes: String(saved.makeMinutes) }),
    rules: ({ makeMinutes }) => validateMakeMinutes(Number(makeMinutes)),
    success: 'Make time saved.',
    send: async ({ makeMinutes }, expectedVersion) => {
      const result = await saveMake({
        storeId: store.storeId,
        expectedVersion,
        makeMinutes: Number(makeMinutes),
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreMakeMinutes) : null };
    },
  });
  const { form } = section;
  return (
    <StoreSection
      id="make"
      title="Make time"
      section={section}
      describe={({ makeMinutes }) => [{ label: 'Make time', text: `${makeMinutes} minutes` }]}
    >
      <MakeMinutesField
        hint={`The earliest pickup time offered is at least this far ahead, and a scheduled order goes to the bar this long before its pickup. From ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`}
        value={form.values.makeMinutes}
        error={form.problemFor('makeMinutes')}
        className="min-h-10 w-28 rounded-lg border border-stone-300 px-3 py-2"
        onChange={(makeMinutes) => form.set({ makeMinutes })}
      />
      <Button variant="primary" busy={section.save.busy} onClick={() => void section.submit()}>
        Save make time
      </Button>
    </StoreSection>
  );
}

export function OrderingTab(props: StoreSectionProps) {
  return (
    <div className="grid max-w-3xl gap-8">
      <OrderingSection {...props} />
      <MakeTimeSection {...props} />
    </div>
  );
}
