// The Hours tab's special dates as one form: holidays and other dates with other hours, judged with the
// week by the domain's schedule rules (as the server judges them, reasons trimmed) in the order the
// rows are shown, so each problem stands under its own row. The server sorts the dates; the draft
// takes that order once saved.
import { specialHoursText } from '@brewline/domain/store-hours/special-hours';
import type { SpecialHours } from '@brewline/domain/store-hours/store-hours';
import { validateStoreSchedule } from '@brewline/domain/store-hours/store-hours-validation';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { SpecialHoursForm } from './special-hours-form.tsx';
import { storeDataOf, storeToday, type StoreData } from './store-data.ts';
import { StoreSection } from './store-section.tsx';
import { UpdateStoreSpecialHoursMutation } from './update-store-special-hours-mutation.ts';
import {
  useStoreSection,
  type StoreSectionProps,
  type StoreSection as Section,
} from './use-store-section.ts';
import { weeklyOf } from './weekly-hours-section.tsx';

export interface SpecialDates {
  readonly specialHours: readonly SpecialHours[];
}

/** The dates as the mutation takes them: without the text the query adds to each. */
const specialOf = (list: readonly SpecialHours[]): SpecialDates => ({
  specialHours: list.map(({ date, closed, open, close, reason }) => ({ date, closed, open, close, reason })),
});

const specialText = ({ specialHours }: SpecialDates): string =>
  specialHours.length === 0
    ? 'none'
    : specialHours.map((e) => `${e.date} ${e.reason}: ${specialHoursText(e)}`).join('; ');

/** Whether the drafted dates differ from the saved ones. */
export const specialChanged = (store: StoreData, dates: SpecialDates): boolean =>
  specialText(dates) !== specialText(specialOf(store.specialHours));

export function useSpecialHoursSection({
  store,
  onSaved,
  onReload,
}: StoreSectionProps): Section<SpecialDates> {
  const [, saveSpecial] = useMutation(UpdateStoreSpecialHoursMutation);
  return useStoreSection({
    store,
    onSaved,
    onReload,
    valuesOf: (saved) => specialOf(saved.specialHours),
    rules: ({ specialHours }) =>
      validateStoreSchedule(
        {
          ...weeklyOf(store),
          specialHours: specialHours.map((entry) => ({ ...entry, reason: entry.reason.trim() })),
        },
        storeToday(store),
        store.specialHours,
      ),
    success: 'Special hours saved. Customers see them now.',
    send: async ({ specialHours }, expectedVersion) => {
      const result = await saveSpecial({
        storeId: store.storeId,
        expectedVersion,
        specialHours: [...specialHours],
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreSpecialHours) : null };
    },
  });
}

export function SpecialHoursSection({
  store,
  today,
  section,
}: {
  readonly store: StoreData;
  /** The store's local date, 'yyyy-MM-dd': the earliest a new date may take. */
  readonly today: string;
  readonly section: Section<SpecialDates>;
}) {
  const { form } = section;
  const changed = specialChanged(store, form.values);
  const save = async () => {
    const saved = await section.submit();
    if (saved) form.replace(specialOf(saved.specialHours));
  };
  return (
    <StoreSection
      id="special"
      title="Special hours and closures"
      intro="Holidays and other dates with other hours. They replace that date's weekly hours everywhere customers look: the store finder, checkout and pickup times."
      section={section}
      describe={(dates) => [{ label: 'Special dates', text: specialText(dates) }]}
    >
      <SpecialHoursForm
        entries={form.values.specialHours}
        today={today}
        onChange={(specialHours) => form.set({ specialHours })}
        errorFor={form.problemFor}
      />
      <div className="mt-3 flex gap-2">
        <Button variant="primary" busy={section.save.busy} disabled={!changed} onClick={() => void save()}>
          Save special hours
        </Button>
        {changed && <Button onClick={() => form.replace(specialOf(store.specialHours))}>Undo changes</Button>}
      </div>
    </StoreSection>
  );
}
