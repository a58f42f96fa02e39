// A size's editor: its name and, for a cup, its fluid ounces. A new size goes after every other.
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { FormField } from '../../ui/form-field.tsx';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionSaveOutcome } from './option-save-outcome.ts';
import { RemoveMenuSizeMutation, SaveMenuSizeMutation, type MenuOptionsQuery } from './menu-options-query.ts';
import { useOptionRemoval } from './option-removal.tsx';

type Size = ResultOf<typeof MenuOptionsQuery>['menuDraft']['sizes'][number];
interface SizeOption {
  id: number;
  name: string;
  ounces: number | null;
}

const ouncesText = (ounces: number | null) => (ounces === null ? '' : String(ounces));

export function SizeEditor({
  size,
  onSaved,
  onRemoved,
  onCancel,
}: {
  size: Size | null;
  onSaved: (message: string) => void;
  onRemoved: (message: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(size?.name ?? '');
  const [ounces, setOunces] = useState(ouncesText(size?.ounces ?? null));
  const [version, setVersion] = useState(size?.version ?? null);
  const [saving, save] = useMutation(SaveMenuSizeMutation);
  const outcome = useOptionSaveOutcome<SizeOption>();
  const removal = useOptionRemoval(RemoveMenuSizeMutation, size, version, outcome, onRemoved);

  const submit = async (expectedVersion: number | null) => {
    const typed = ounces.trim();
    if (typed !== '' && !/^\d+$/.test(typed))
      return outcome.refusedHere('ounces', 'Enter the ounces as a whole number, like 12, or leave it empty.');
    const result = await save({
      size: { id: size?.id ?? null, name, ounces: typed === '' ? null : Number(typed) },
      expectedVersion,
    });
    if (result.error) return outcome.refused(result.error);
    const saved = result.data?.saveMenuSize;
    if (saved) onSaved(`${saved.name} is saved in the draft.`);
  };
  return (
    <OptionEditorFrame
      title={size ? `Size: ${size.name}` : 'New size'}
      testId="size-editor"
      error={outcome.error}
      busy={saving.fetching}
      onSave={() => void submit(size ? version : null)}
      onCancel={onCancel}
      removal={{ what: 'size', remove: removal }}
      name={{
        value: name,
        hint: 'As customers see it: Tall, Grande, 1 lb bag.',
        error: outcome.problemFor('name'),
        onChange: setName,
      }}
      conflict={
        <OptionConflict<SizeOption>
          conflict={outcome.conflict}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: name },
            { label: 'Ounces', theirs: ouncesText(theirs?.ounces ?? null), mine: ounces.trim() },
          ]}
          onUseTheirs={(theirs) => {
            setName(theirs.option.name);
            setOunces(ouncesText(theirs.option.ounces));
            setVersion(theirs.version);
            outcome.clear();
          }}
          onKeepMine={(theirVersion) => void submit(theirVersion)}
        />
      }
    >
      <FormField
        label="Fluid ounces"
        hint="Leave empty for a size that is not a cup (a pastry, a bag of beans)."
        error={outcome.problemFor('ounces')}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={`${OPTION_INPUT} max-w-32`}
            value={ounces}
            onChange={(e) => setOunces(e.target.value)}
          />
        )}
      </FormField>
    </OptionEditorFrame>
  );
}
