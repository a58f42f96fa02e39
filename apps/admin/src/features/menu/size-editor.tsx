// A size's editor: its name and, for a cup, its fluid ounces. A new size goes after every other.
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import type { FieldProblem } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import { RemoveMenuSizeMutation, SaveMenuSizeMutation, type MenuOptionsQuery } from './menu-options-query.ts';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionRemoval } from './option-removal.tsx';
import { useOptionEditor } from './use-option-editor.ts';

type Size = ResultOf<typeof MenuOptionsQuery>['menuDraft']['sizes'][number];
interface SizeOption {
  id: number;
  name: string;
  ounces: number | null;
}
interface SizeValues {
  readonly name: string;
  /** As typed; empty for a size that is not a cup. */
  readonly ounces: string;
}

const ouncesText = (ounces: number | null) => (ounces === null ? '' : String(ounces));
const valuesOf = (size: Pick<SizeOption, 'name' | 'ounces'>): SizeValues => ({
  name: size.name,
  ounces: ouncesText(size.ounces),
});

/** What cannot be sent: ounces that are not a whole number (the domain's range is the server's). */
function sizeRules({ ounces }: SizeValues): FieldProblem[] {
  const typed = ounces.trim();
  return typed === '' || /^\d+$/.test(typed)
    ? []
    : [{ field: 'ounces', message: 'Enter the ounces as a whole number, like 12, or leave it empty.' }];
}

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
  const [, save] = useMutation(SaveMenuSizeMutation);
  const editor = useOptionEditor<SizeValues, SizeOption>({
    initial: () => valuesOf(size ?? { name: '', ounces: null }),
    rules: sizeRules,
    version: size?.version ?? null,
    valuesOf,
    send: async ({ name, ounces }, expectedVersion) => {
      const typed = ounces.trim();
      const result = await save({
        size: { id: size?.id ?? null, name, ounces: typed === '' ? null : Number(typed) },
        expectedVersion,
      });
      return { ...result, savedName: result.data?.saveMenuSize.name ?? null };
    },
    onSaved,
  });
  const removal = useOptionRemoval(RemoveMenuSizeMutation, size, editor, onRemoved);
  const { form } = editor;
  return (
    <OptionEditorFrame
      title={size ? `Size: ${size.name}` : 'New size'}
      testId="size-editor"
      editor={editor}
      onCancel={onCancel}
      removal={{ what: 'size', remove: removal }}
      name={{
        value: form.values.name,
        hint: 'As customers see it: Tall, Grande, 1 lb bag.',
        onChange: (name) => form.set({ name }),
      }}
      conflict={
        <OptionConflict
          editor={editor}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: form.values.name },
            { label: 'Ounces', theirs: ouncesText(theirs?.ounces ?? null), mine: form.values.ounces.trim() },
          ]}
        />
      }
    >
      <FormField
        label="Fluid ounces"
        hint="Leave empty for a size that is not a cup (a pastry, a bag of beans)."
        error={form.problemFor('ounces')}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={`${OPTION_INPUT} max-w-32`}
            value={form.values.ounces}
            onChange={(e) => form.set({ ounces: e.target.value })}
          />
        )}
      </FormField>
    </OptionEditorFrame>
  );
}
