// The product editor's scales (ice, sweetness, roast): which ones the product offers, and the step
// chosen for the customer at first (a scale always has one chosen).
import type { ResultOf } from '../../lib/graphql.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import type { ProductForm } from './product-form.ts';

type Scale = ResultOf<typeof MenuDraftQuery>['menuDraft']['modifierScales'][number];

export function ProductScaleChoices({
  scales,
  chosen,
  error,
  onChange,
}: {
  scales: readonly Scale[];
  chosen: ProductForm['modifierScales'];
  error: string | null;
  onChange: (chosen: ProductForm['modifierScales']) => void;
}) {
  return (
    <FieldGroup legend="Scales" hint="Ice, sweetness, roast: one step is always chosen." error={error}>
      <div className="grid gap-2 md:grid-cols-2">
        {scales.map((scale) => {
          const choice = chosen.find((s) => s.modifierScaleId === scale.id);
          const firstStep = scale.steps[0];
          return (
            <div
              key={scale.id}
              className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2"
            >
              <label className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={!!choice}
                  disabled={!firstStep}
                  onChange={(e) =>
                    onChange(
                      e.target.checked && firstStep
                        ? [...chosen, { modifierScaleId: scale.id, defaultModifierId: firstStep.id }]
                        : chosen.filter((s) => s.modifierScaleId !== scale.id),
                    )
                  }
                />
                {scale.name}
              </label>
              {choice && (
                <select
                  aria-label={`${scale.name}: chosen at first`}
                  className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                  value={choice.defaultModifierId}
                  onChange={(e) =>
                    onChange(
                      chosen.map((s) =>
                        s.modifierScaleId === scale.id
                          ? { ...s, defaultModifierId: Number(e.target.value) }
                          : s,
                      ),
                    )
                  }
                >
                  {scale.steps.map((step) => (
                    <option key={step.id} value={step.id}>
                      {step.name}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
