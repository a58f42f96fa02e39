// A modifier scale (Ice, Sweetness, Espresso Roast): tabs when its names are short, else a stepper
// (domain scaleDisplayMode).
import {
  scaleStep,
  selectScaleStep,
  stepScale,
  type DrinkSelection,
} from '@brewline/domain/menu/drink-builder';
import { scaleDisplayMode } from '@brewline/domain/menu/menu';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProductDetail } from '../model/product-detail.ts';
import type { SelectionStep } from '../model/use-drink-builder.ts';
import { OptionSection } from './option-section.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

type Scale = ProductDetail['modifierScales'][number];

export function ScaleOptions({
  scale,
  selection,
  apply,
}: {
  scale: Scale;
  selection: DrinkSelection;
  apply: (step: SelectionStep) => void;
}) {
  const stepId = scaleStep(scale, selection);
  const at = scale.modifiers.findIndex((m) => m.id === stepId);
  if (scaleDisplayMode(scale.modifiers.map((m) => m.name)) === 'tabs') {
    return (
      <OptionSection title={scale.name}>
        <SegmentedChoice
          label={scale.name}
          testId={`scale-tabs-${scale.id}`}
          options={scale.modifiers.map((m) => ({ id: m.id, label: m.name }))}
          selectedId={stepId}
          onSelect={(id) => apply((p, s) => selectScaleStep(p, s, id))}
        />
      </OptionSection>
    );
  }
  const arrow =
    'flex size-10 items-center justify-center rounded-full text-brand-ink hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';
  return (
    <OptionSection title={scale.name}>
      <div
        role="group"
        aria-label={scale.name}
        data-testid={`scale-stepper-${scale.id}`}
        className="flex items-center justify-between gap-2 rounded-2xl border-2 border-stone-200 px-1 py-1"
      >
        <button
          type="button"
          className={arrow}
          aria-label={`Less: ${scale.name}`}
          disabled={at <= 0}
          onClick={() => apply((p, s) => stepScale(p, s, scale.id, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <span className="flex flex-col items-center">
          <output aria-live="polite" className="font-semibold">
            {scale.modifiers[at]?.name}
          </output>
          <span aria-hidden="true" className="mt-1 flex gap-1">
            {scale.modifiers.map((m, i) => (
              <span
                key={m.id}
                className={`size-1.5 rounded-full ${i === at ? 'bg-brand' : 'bg-stone-300'}`}
              />
            ))}
          </span>
        </span>
        <button
          type="button"
          className={arrow}
          aria-label={`More: ${scale.name}`}
          disabled={at >= scale.modifiers.length - 1}
          onClick={() => apply((p, s) => stepScale(p, s, scale.id, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </OptionSection>
  );
}
