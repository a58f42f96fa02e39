// The Ordering tab: online ordering on or off, the pickup methods offered, and the make minutes (how
// far ahead the earliest pickup time is, and when a scheduled order goes to the bar).
import { MAX_MAKE_MINUTES, MIN_MAKE_MINUTES } from '@brewline/domain/store-settings';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { SectionMessages } from './section-messages.tsx';
import { StoreConflict } from './store-conflict.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { UpdateStoreMakeMinutesMutation } from './update-store-make-minutes-mutation.ts';
import { UpdateStoreOrderingMutation } from './update-store-ordering-mutation.ts';
import { useSectionSave } from './use-section-save.ts';

type Ordering = Pick<StoreData, 'oLOEnabled' | 'inStorePickup' | 'driveThruPickup' | 'parkingLotPickup'>;

const SWITCHES: readonly { key: keyof Ordering; label: string; hint: string; needsDriveThru?: boolean }[] = [
  {
    key: 'oLOEnabled',
    label: 'Online ordering',
    hint: 'Off: the store is listed but takes no orders from the app.',
  },
  { key: 'inStorePickup', label: 'In-store pickup', hint: 'Orders wait at the counter.' },
  { key: 'driveThruPickup', label: 'Drive-thru pickup', hint: 'Needs a drive-thru.', needsDriveThru: true },
  {
    key: 'parkingLotPickup',
    label: 'Parking-lot pickup',
    hint: 'Brought to the car from the drive-thru window; needs a drive-thru.',
    needsDriveThru: true,
  },
];

const yesNo = (value: unknown): string => (value === true ? 'On' : 'Off');

function orderingOf(store: Ordering): Ordering {
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
  const [ordering, setOrdering] = useState<Ordering>(() => orderingOf(store));
  const [makeMinutes, setMakeMinutes] = useState(String(store.makeMinutes));
  const orderingSave = useSectionSave();
  const makeSave = useSectionSave();
  const [, saveOrdering] = useMutation(UpdateStoreOrderingMutation);
  const [, saveMake] = useMutation(UpdateStoreMakeMinutesMutation);

  const submitOrdering = async (version: number) => {
    await orderingSave.run(async () => {
      const result = await saveOrdering({ storeId: store.storeId, expectedVersion: version, ordering });
      if (result.data) onSaved(storeDataOf(result.data.updateStoreOrdering));
      return result;
    }, 'Ordering settings saved.');
  };
  const submitMake = async (version: number) => {
    await makeSave.run(async () => {
      const result = await saveMake({
        storeId: store.storeId,
        expectedVersion: version,
        makeMinutes: Number(makeMinutes),
      });
      if (result.data) onSaved(storeDataOf(result.data.updateStoreMakeMinutes));
      return result;
    }, 'Make time saved.');
  };

  return (
    <div className="grid max-w-3xl gap-8">
      <section aria-labelledby="ordering-title">
        <h2 id="ordering-title" className="mb-3 text-lg font-bold text-stone-900">
          Online ordering and pickup
        </h2>
        {orderingSave.conflict && (
          <StoreConflict
            conflict={orderingSave.conflict}
            rows={SWITCHES.map((s) => ({
              label: s.label,
              theirs: (c) => yesNo(c[s.key]),
              mine: yesNo(ordering[s.key]),
            }))}
            onUseTheirs={() => {
              const current = orderingSave.conflict?.current;
              if (current) setOrdering(orderingOf(current as unknown as Ordering));
              orderingSave.clearConflict();
              onReload();
            }}
            onKeepMine={() => void submitOrdering(orderingSave.conflict?.current.version ?? store.version)}
          />
        )}
        <SectionMessages save={orderingSave} />
        <FieldGroup
          legend="What the store offers in the app"
          error={orderingSave.errorFor('driveThruPickup') ?? orderingSave.errorFor('parkingLotPickup')}
        >
          <div className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
            {SWITCHES.map((s) => {
              const unavailable = s.needsDriveThru === true && !store.driveThru;
              return (
                <label key={s.key} className="flex items-start gap-3 px-4 py-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-[#7a3606]"
                    checked={ordering[s.key]}
                    disabled={unavailable && !ordering[s.key]}
                    onChange={(event) => setOrdering({ ...ordering, [s.key]: event.target.checked })}
                  />
                  <span>
                    <span className="block font-semibold text-stone-900">{s.label}</span>
                    <span className="block text-sm text-stone-600">
                      {unavailable ? 'This store has no drive-thru.' : s.hint}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </FieldGroup>
        <Button variant="primary" busy={orderingSave.busy} onClick={() => void submitOrdering(store.version)}>
          Save ordering
        </Button>
      </section>

      <section aria-labelledby="make-title">
        <h2 id="make-title" className="mb-3 text-lg font-bold text-stone-900">
          Make time
        </h2>
        {makeSave.conflict && (
          <StoreConflict
            conflict={makeSave.conflict}
            rows={[
              {
                label: 'Make time',
                theirs: (c) => `${String(c['makeMinutes'])} minutes`,
                mine: `${makeMinutes} minutes`,
              },
            ]}
            onUseTheirs={() => {
              setMakeMinutes(String(Number(makeSave.conflict?.current['makeMinutes'] ?? store.makeMinutes)));
              makeSave.clearConflict();
              onReload();
            }}
            onKeepMine={() => void submitMake(makeSave.conflict?.current.version ?? store.version)}
          />
        )}
        <SectionMessages save={makeSave} />
        <FormField
          label="Minutes to make an order"
          hint={`The earliest pickup time offered is at least this far ahead, and a scheduled order goes to the bar this long before its pickup. From ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`}
          error={makeSave.errorFor('makeMinutes')}
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
        <Button variant="primary" busy={makeSave.busy} onClick={() => void submitMake(store.version)}>
          Save make time
        </Button>
      </section>
    </div>
  );
}
