// The audit log's filters above its table: what was done, in which store, and from and to which day
// (each a local calendar day), with a way to clear them all.
import { Button } from '../../ui/button.tsx';

export interface AuditFilterValues {
  readonly action: string;
  readonly storeId: string;
  readonly from: string;
  readonly to: string;
}
export const NO_FILTERS: AuditFilterValues = { action: '', storeId: '', from: '', to: '' };

interface Choice {
  readonly value: string;
  readonly label: string;
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-48">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterDay({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function AuditFilters({
  filters,
  actions,
  stores,
  onChange,
}: {
  filters: AuditFilterValues;
  /** Every action the log holds. */
  actions: readonly string[];
  stores: readonly { storeId: number; name: string }[];
  onChange: (filters: AuditFilterValues) => void;
}) {
  const change = (patch: Partial<AuditFilterValues>) => onChange({ ...filters, ...patch });
  return (
    <section
      aria-label="Filters"
      className="mb-4 flex flex-wrap items-end gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <FilterSelect
        id="audit-action"
        label="What"
        value={filters.action}
        options={[{ value: '', label: 'Every action' }, ...actions.map((a) => ({ value: a, label: a }))]}
        onChange={(action) => change({ action })}
      />
      <FilterSelect
        id="audit-store"
        label="Store"
        value={filters.storeId}
        options={[
          { value: '', label: 'Any store or none' },
          ...stores.map((s) => ({ value: String(s.storeId), label: s.name })),
        ]}
        onChange={(storeId) => change({ storeId })}
      />
      <FilterDay id="audit-from" label="From" value={filters.from} onChange={(from) => change({ from })} />
      <FilterDay id="audit-to" label="To" value={filters.to} onChange={(to) => change({ to })} />
      {filters !== NO_FILTERS && (
        <Button variant="quiet" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </section>
  );
}
