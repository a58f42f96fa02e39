// The Hours tab: the weekly hours and the special dates, each saved on its own, with what customers
// will see beside them (drafts included). A conflicting save shows the other person's hours.
import { localDateString } from '@brewline/domain/lib/zoned-time';
import { SpecialHoursSection, specialChanged, useSpecialHoursSection } from './special-hours-section.tsx';
import { StatusPreviewPanel } from './status-preview-panel.tsx';
import type { StoreSectionProps } from './use-store-section.ts';
import { useWeeklyHoursSection, weeklyChanged, WeeklyHoursSection } from './weekly-hours-section.tsx';

export function HoursTab(props: StoreSectionProps) {
  const { store } = props;
  const weekly = useWeeklyHoursSection(props);
  const special = useSpecialHoursSection(props);
  const at = new Date(store.statusAt);
  const drafted = weeklyChanged(store, weekly.form.values) || specialChanged(store, special.form.values);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <WeeklyHoursSection store={store} section={weekly} />
        <SpecialHoursSection store={store} today={localDateString(at, store.timeZone)} section={special} />
      </div>
      <div className="order-first lg:sticky lg:top-4 lg:order-none lg:self-start">
        <StatusPreviewPanel
          hours={{ ...weekly.form.values, specialHours: special.form.values.specialHours }}
          timeZone={store.timeZone}
          at={at}
          drafted={drafted}
        />
      </div>
    </div>
  );
}
