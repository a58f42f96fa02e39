// The Hours tab's weekly hours as one form: the week, judged with the store's saved special dates by
// the domain's schedule rules (as the server judges it), every problem named at once beside its row.
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { weeklyHoursRows } from '@brewline/domain/store-hours/store-hours-display';
import { validateStoreSchedule } from '@brewline/domain/store-hours/store-hours-validation';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { storeDataOf, storeToday, type StoreData } from './store-data.ts';
import { StoreSection } from './store-section.tsx';
import { UpdateStoreWeeklyHoursMutation } from './update-store-weekly-hours-mutation.ts';
import {
  useStoreSection,
  type StoreSectionProps,
  type StoreSection as Section,
} from './use-store-section.ts';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

export function weeklyOf(store: WeeklyHours): WeeklyHours {
  const { sunOpen, sunClose, monThruThursOpen, monThruThursClose, friOpen, friClose, satOpen, satClose } =
    store;
  return { sunOpen, sunClose, monThruThursOpen, monThruThursClose, friOpen, friClose, satOpen, satClose };
}

const weekText = (hours: WeeklyHours): string =>
  weeklyHoursRows(hours)
    .map((row) => `${row.days} ${row.hours}`)
    .join('; ');

/** Whether the drafted week differs from the saved one. */
export const weeklyChanged = (store: StoreData, hours: WeeklyHours): boolean =>
  weekText(hours) !== weekText(weeklyOf(store));

export function useWeeklyHoursSection({ store, onSaved, onReload }: StoreSectionProps): Section<WeeklyHours> {
  const [, saveWeekly] = useMutation(UpdateStoreWeeklyHoursMutation);
  return useStoreSection({
    store,
    onSaved,
    onReload,
    valuesOf: weeklyOf,
    rules: (hours) =>
      validateStoreSchedule(
        { ...hours, specialHours: store.specialHours },
        storeToday(store),
        store.specialHours,
      ),
    success: 'Weekly hours saved. Customers see them now.',
    send: async (hours, expectedVersion) => {
      const result = await saveWeekly({ storeId: store.storeId, expectedVersion, hours });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreWeeklyHours) : null };
    },
  });
}

export function WeeklyHoursSection({
  store,
  section,
}: {
  readonly store: StoreData;
  readonly section: Section<WeeklyHours>;
}) {
  const { form } = section;
  const changed = weeklyChanged(store, form.values);
  return (
    <StoreSection
      id="weekly"
      title="Weekly hours"
      intro={
        <>
          In the store&apos;s time zone ({store.timeZone}). A closing time earlier than the opening is the
          next morning.
        </>
      }
      section={section}
      describe={(hours) => [{ label: 'Weekly hours', text: weekText(hours) }]}
    >
      <WeeklyHoursForm hours={form.values} onChange={form.set} errorFor={form.problemFor} />
      <div className="mt-3 flex gap-2">
        <Button
          variant="primary"
          busy={section.save.busy}
          disabled={!changed}
          onClick={() => void section.submit()}
        >
          Save weekly hours
        </Button>
        {changed && <Button onClick={() => form.replace(weeklyOf(store))}>Undo changes</Button>}
      </div>
    </StoreSection>
  );
}
