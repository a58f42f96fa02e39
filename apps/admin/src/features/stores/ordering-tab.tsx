// The Ordering tab: online ordering on or off, the pickup methods offered, and the make minutes (how
// far ahead the earliest pickup time is, and when a scheduled order goes to the bar).
import { MAX_MAKE_MINUTES, MIN_MAKE_MINUTES } from '@brewline/domain/store-hours/store-settings';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { OrderingSwitches } from './ordering-switches.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { ORDERING_SWITCHES, type StoreOrdering } from './store-fields.ts';
import { StoreSection, useStoreSection } from './store-section.tsx';
import { UpdateStoreMakeMinutesMutation } from './update-store-make-minutes-mutation.ts';
import { UpdateStoreOrderingMutation } from './update-store-ordering-mutation.ts';

const yesNo = (value: unknown): string => (value === true ? 'On' : 'Off');

function orderingOf(store: StoreOrdering): StoreOrdering {
  const { oLOEnabled, inStorePickup, driveThruPickup, parkingLotPickup } = store;
  return { oLOEnabled, inStorePickup, driveThruPickup, parkingLotPickup };
}

export function OrderingTab({
  store,
  onSaved,
  onReload,
}: {
  readonly store: StoreData;
  readonly onSaved: (store: StoreData) => void;
  readonly onReload: () => void;
}) {
  const [ordering, setOrdering] = useState<StoreOrdering>(() => orderingOf(store));
  const [makeMinutes, setMakeMinutes] = useState(String(store.makeMinutes));
  const [, saveOrdering] = useMutation(UpdateStoreOrderingMutation);
  const [, saveMake] = useMutation(UpdateStoreMakeMinutesMutation);
  const orderingSection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Ordering settings saved.',
    send: async (expectedVersion) => {
      const result = await saveOrdering({ storeId: store.storeId, expectedVersion, ordering });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreOrdering) : null };
    },
  });
  const makeSection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Make time saved.',
    send: async (expectedVersion) => {
      const result = await saveMake({
        storeId: store.storeId,
        expectedVersion,
        makeMinutes: Number(makeMinutes),
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreMakeMinutes) : null };
    },
  });
  const { errorFor } = orderingSection.state;

  return (
    <div className="grid max-w-3xl gap-8">
      <StoreSection
        id="ordering"
        title="Online ordering and pickup"
        section={orderingSection}
        conflictRows={ORDERING_SWITCHES.map((s) => ({
          label: s.label,
          theirs: (c) => yesNo(c[s.key]),
          mine: yesNo(ordering[s.key]),
        }))}
        onTakeTheirs={(current) => setOrdering(orderingOf(current as unknown as StoreOrdering))}
      >
        <OrderingSwitches
          ordering={ordering}
          driveThru={store.driveThru}
          error={errorFor('driveThruPickup') ?? errorFor('parkingLotPickup')}
          onChange={setOrdering}
        />
        <Button
          variant="primary"
          busy={orderingSection.state.busy}
          onClick={() => void orderingSection.save()}
        >
          Save ordering
        </Button>
      </StoreSection>

      <StoreSection
        id="make"
        title="Make time"
        section={makeSection}
        conflictRows={[
          {
            label: 'Make time',
            theirs: (c) => `${String(c['makeMinutes'])} minutes`,
            mine: `${makeMinutes} minutes`,
          },
        ]}
        onTakeTheirs={(current) =>
          setMakeMinutes(String(Number(current['makeMinutes'] ?? store.makeMinutes)))
        }
      >
        <FormField
          label="Minutes to make an order"
          hint={`The earliest pickup time offered is at least this far ahead, and a scheduled order goes to the bar this long before its pickup. From ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`}
          error={makeSection.state.errorFor('makeMinutes')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_MAKE_MINUTES}
              max={MAX_MAKE_MINUTES}
              className="min-h-10 w-28 rounded-lg border border-stone-300 px-3 py-2"
              value={makeMinutes}
              onChange={(event) => setMakeMinutes(event.target.value)}
            />
          )}
        </FormField>
        <Button variant="primary" busy={makeSection.state.busy} onClick={() => void makeSection.save()}>
          Save make time
        </Button>
      </StoreSection>
    </div>
  );
}
