// The Hours tab: the weekly hours and the special dates, each saved on its own, with what customers
// will see beside them (drafts included). A conflicting save shows the other person's hours.
import type { SpecialHours, WeeklyHours } from '@brewline/domain/store-hours';
import { weeklyHoursRows } from '@brewline/domain/store-hours-display';
import { specialHoursText } from '@brewline/domain/special-hours';
import { localDateString } from '@brewline/domain/zoned-time';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { SectionMessages } from './section-messages.tsx';
import { SpecialHoursForm } from './special-hours-form.tsx';
import { StatusPreviewPanel } from './status-preview-panel.tsx';
import { StoreConflict } from './store-conflict.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { UpdateStoreSpecialHoursMutation } from './update-store-special-hours-mutation.ts';
import { UpdateStoreWeeklyHoursMutation } from './update-store-weekly-hours-mutation.ts';
import { useSectionSave, type CurrentStore } from './use-section-save.ts';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

function weeklyOf(store: WeeklyHours): WeeklyHours {
  const { sunOpen, sunClose, monThruThursOpen, monThruThursClose, friOpen, friClose, satOpen, satClose } =
    store;
  return { sunOpen, sunClose, monThruThursOpen, monThruThursClose, friOpen, friClose, satOpen, satClose };
}

function specialOf(list: readonly SpecialHours[]): SpecialHours[] {
  return list.map(({ date, closed, open, close, reason }) => ({ date, closed, open, close, reason }));
}

const weekText = (hours: WeeklyHours): string =>
  weeklyHoursRows(hours)
    .map((row) => `${row.days} ${row.hours}`)
    .join('; ');
const specialText = (list: readonly SpecialHours[]): string =>
  list.length === 0 ? 'none' : list.map((e) => `${e.date} ${e.reason}: ${specialHoursText(e)}`).join('; ');

export function HoursTab({
  store,
  onSaved,
  onReload,
}: {
  readonly store: StoreData;
  readonly onSaved: (store: StoreData) => void;
  readonly onReload: () => void;
}) {
  const [weekly, setWeekly] = useState<WeeklyHours>(() => weeklyOf(store));
  const [special, setSpecial] = useState<SpecialHours[]>(() => specialOf(store.specialHours));
  const weeklySave = useSectionSave();
  const specialSave = useSectionSave();
  const [, saveWeekly] = useMutation(UpdateStoreWeeklyHoursMutation);
  const [, saveSpecial] = useMutation(UpdateStoreSpecialHoursMutation);
  const at = new Date(store.statusAt);
  const today = localDateString(at, store.timeZone);
  const weeklyChanged = weekText(weekly) !== weekText(weeklyOf(store));
  const specialChanged = specialText(special) !== specialText(specialOf(store.specialHours));

  const submitWeekly = async (version: number) => {
    let saved: StoreData | null = null;
    await weeklySave.run(async () => {
      const result = await saveWeekly({ storeId: store.storeId, expectedVersion: version, hours: weekly });
      if (result.data) saved = storeDataOf(result.data.updateStoreWeeklyHours);
      return result;
    }, 'Weekly hours saved. Customers see them now.');
    if (saved) onSaved(saved);
  };
  const submitSpecial = async (version: number) => {
    let saved: StoreData | null = null;
    await specialSave.run(async () => {
      const result = await saveSpecial({
        storeId: store.storeId,
        expectedVersion: version,
        specialHours: special,
      });
      if (result.data) saved = storeDataOf(result.data.updateStoreSpecialHours);
      return result;
    }, 'Special hours saved. Customers see them now.');
    if (saved) {
      onSaved(saved);
      setSpecial(specialOf((saved as StoreData).specialHours));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <section aria-labelledby="weekly-title">
          <h2 id="weekly-title" className="mb-1 text-lg font-bold text-stone-900">
            Weekly hours
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            In the store&apos;s time zone ({store.timeZone}). A closing time earlier than the opening is the
            next morning.
          </p>
          {weeklySave.conflict && (
            <StoreConflict
              conflict={weeklySave.conflict}
              rows={[
                {
                  label: 'Weekly hours',
                  theirs: (c: CurrentStore) => weekText(c as unknown as WeeklyHours),
                  mine: weekText(weekly),
                },
              ]}
              onUseTheirs={() => {
                setWeekly(weeklyOf(weeklySave.conflict?.current as unknown as WeeklyHours));
                weeklySave.clearConflict();
                onReload();
              }}
              onKeepMine={() => void submitWeekly(weeklySave.conflict?.current.version ?? store.version)}
            />
          )}
          <SectionMessages save={weeklySave} />
          <WeeklyHoursForm hours={weekly} onChange={setWeekly} errorFor={weeklySave.errorFor} />
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              busy={weeklySave.busy}
              disabled={!weeklyChanged}
              onClick={() => void submitWeekly(store.version)}
            >
              Save weekly hours
            </Button>
            {weeklyChanged && <Button onClick={() => setWeekly(weeklyOf(store))}>Undo changes</Button>}
          </div>
        </section>

        <section aria-labelledby="special-title">
          <h2 id="special-title" className="mb-1 text-lg font-bold text-stone-900">
            Special hours and closures
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            Holidays and other dates with other hours. They replace that date&apos;s weekly hours everywhere
            customers look: the store finder, checkout and pickup times.
          </p>
          {specialSave.conflict && (
            <StoreConflict
              conflict={specialSave.conflict}
              rows={[
                {
                  label: 'Special dates',
                  theirs: (c: CurrentStore) => specialText((c['specialHours'] ?? []) as SpecialHours[]),
                  mine: specialText(special),
                },
              ]}
              onUseTheirs={() => {
                setSpecial(
                  specialOf((specialSave.conflict?.current['specialHours'] ?? []) as SpecialHours[]),
                );
                specialSave.clearConflict();
                onReload();
              }}
              onKeepMine={() => void submitSpecial(specialSave.conflict?.current.version ?? store.version)}
            />
          )}
          <SectionMessages save={specialSave} />
          <SpecialHoursForm
            entries={special}
            today={today}
            onChange={setSpecial}
            errorFor={specialSave.errorFor}
          />
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              busy={specialSave.busy}
              disabled={!specialChanged}
              onClick={() => void submitSpecial(store.version)}
            >
              Save special hours
            </Button>
            {specialChanged && (
              <Button onClick={() => setSpecial(specialOf(store.specialHours))}>Undo changes</Button>
            )}
          </div>
        </section>
      </div>
      <div className="order-first lg:sticky lg:top-4 lg:order-none lg:self-start">
        <StatusPreviewPanel
          hours={{ ...weekly, specialHours: special }}
          timeZone={store.timeZone}
          at={at}
          drafted={weeklyChanged || specialChanged}
        />
      </div>
    </div>
  );
}
