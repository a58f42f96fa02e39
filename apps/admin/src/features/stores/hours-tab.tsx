// The Hours tab: the weekly hours and the special dates, each saved on its own, with what customers
// will see beside them (drafts included). A conflicting save shows the other person's hours.
import type { SpecialHours, WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { weeklyHoursRows } from '@brewline/domain/store-hours/store-hours-display';
import { specialHoursText } from '@brewline/domain/store-hours/special-hours';
import { localDateString } from '@brewline/domain/lib/zoned-time';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { SpecialHoursForm } from './special-hours-form.tsx';
import { StatusPreviewPanel } from './status-preview-panel.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { StoreSection, useStoreSection } from './store-section.tsx';
import { UpdateStoreSpecialHoursMutation } from './update-store-special-hours-mutation.ts';
import { UpdateStoreWeeklyHoursMutation } from './update-store-weekly-hours-mutation.ts';
import type { CurrentStore } from './use-section-save.ts';
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
  const [, saveWeekly] = useMutation(UpdateStoreWeeklyHoursMutation);
  const [, saveSpecial] = useMutation(UpdateStoreSpecialHoursMutation);
  const at = new Date(store.statusAt);
  const today = localDateString(at, store.timeZone);
  const weeklyChanged = weekText(weekly) !== weekText(weeklyOf(store));
  const specialChanged = specialText(special) !== specialText(specialOf(store.specialHours));

  const weeklySection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Weekly hours saved. Customers see them now.',
    send: async (expectedVersion) => {
      const result = await saveWeekly({ storeId: store.storeId, expectedVersion, hours: weekly });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreWeeklyHours) : null };
    },
  });
  const specialSection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Special hours saved. Customers see them now.',
    send: async (expectedVersion) => {
      const result = await saveSpecial({ storeId: store.storeId, expectedVersion, specialHours: special });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreSpecialHours) : null };
    },
  });
  const saveSpecialHours = async () => {
    // The server sorts the dates: the draft takes its order once saved.
    const saved = await specialSection.save();
    if (saved) setSpecial(specialOf(saved.specialHours));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <StoreSection
          id="weekly"
          title="Weekly hours"
          intro={
            <>
              In the store&apos;s time zone ({store.timeZone}). A closing time earlier than the opening is the
              next morning.
            </>
          }
          section={weeklySection}
          conflictRows={[
            {
              label: 'Weekly hours',
              theirs: (c: CurrentStore) => weekText(c as unknown as WeeklyHours),
              mine: weekText(weekly),
            },
          ]}
          onTakeTheirs={(current) => setWeekly(weeklyOf(current as unknown as WeeklyHours))}
        >
          <WeeklyHoursForm hours={weekly} onChange={setWeekly} errorFor={weeklySection.state.errorFor} />
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              busy={weeklySection.state.busy}
              disabled={!weeklyChanged}
              onClick={() => void weeklySection.save()}
            >
              Save weekly hours
            </Button>
            {weeklyChanged && <Button onClick={() => setWeekly(weeklyOf(store))}>Undo changes</Button>}
          </div>
        </StoreSection>

        <StoreSection
          id="special"
          title="Special hours and closures"
          intro="Holidays and other dates with other hours. They replace that date's weekly hours everywhere customers look: the store finder, checkout and pickup times."
          section={specialSection}
          conflictRows={[
            {
              label: 'Special dates',
              theirs: (c: CurrentStore) => specialText((c['specialHours'] ?? []) as SpecialHours[]),
              mine: specialText(special),
            },
          ]}
          onTakeTheirs={(current) => setSpecial(specialOf((current['specialHours'] ?? []) as SpecialHours[]))}
        >
          <SpecialHoursForm
            entries={special}
            today={today}
            onChange={setSpecial}
            errorFor={specialSection.state.errorFor}
          />
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              busy={specialSection.state.busy}
              disabled={!specialChanged}
              onClick={() => void saveSpecialHours()}
            >
              Save special hours
            </Button>
            {specialChanged && (
              <Button onClick={() => setSpecial(specialOf(store.specialHours))}>Undo changes</Button>
            )}
          </div>
        </StoreSection>
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
