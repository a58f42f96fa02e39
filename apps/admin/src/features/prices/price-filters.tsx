// The prices grid's filter: a product's name, a top-level group, a region, a store, and whether
// modifiers are listed too. Every change goes back to the grid's first page.
import type { PriceGrid } from './price-grid-table.tsx';

export interface PriceFilter {
  readonly groupId: number | null;
  readonly search: string;
  readonly regionId: number | null;
  readonly storeId: number | null;
  readonly includeModifiers: boolean;
}

export const NO_PRICE_FILTER: PriceFilter = {
  groupId: null,
  search: '',
  regionId: null,
  storeId: null,
  includeModifiers: false,
};

const selectClass = 'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm';
const LABEL = 'flex flex-col gap-1 text-sm font-semibold text-stone-800';
const idOf = (text: string): number | null => (text ? Number(text) : null);

function Choice({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (id: number | null) => void;
}) {
  return (
    <label className={LABEL}>
      {label}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(idOf(e.target.value))}
        className={`${selectClass} font-normal`}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PriceFilters({
  filter,
  grid,
  stores,
  onChange,
}: {
  readonly filter: PriceFilter;
  readonly grid: PriceGrid | null;
  readonly stores: readonly { storeId: number; name: string }[];
  readonly onChange: (patch: Partial<PriceFilter>) => void;
}) {
  const topGroups = (grid?.groups ?? []).filter((g) => g.parentId === 0);
  return (
    <form className="mb-4 flex flex-wrap items-end gap-3" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className={LABEL}>
        Product
        <input
          type="search"
          value={filter.search}
          placeholder="Name"
          onChange={(e) => onChange({ search: e.target.value })}
          className={`${selectClass} w-52 font-normal`}
        />
      </label>
      <Choice
        label="Group"
        all="All groups"
        value={filter.groupId}
        options={topGroups}
        onChange={(groupId) => onChange({ groupId })}
      />
      <Choice
        label="Region"
        all="All regions"
        value={filter.regionId}
        options={grid?.regions ?? []}
        onChange={(regionId) => onChange({ regionId })}
      />
      <Choice
        label="Store"
        all="All stores"
        value={filter.storeId}
        options={stores.map((s) => ({ id: s.storeId, name: s.name }))}
        onChange={(storeId) => onChange({ storeId })}
      />
      <label className="flex items-center gap-2 pb-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={filter.includeModifiers}
          onChange={(e) => onChange({ includeModifiers: e.target.checked })}
        />
        Modifiers too
      </label>
    </form>
  );
}
