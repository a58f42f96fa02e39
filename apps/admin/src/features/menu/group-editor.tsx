// A group's editor on the menu page: its name, picture, shown or hidden, and whether it is the seasonal
// group with /menu's banner (title, subtitle, picture), previewed as customers will see it. Saved to the
// draft against the version it opened (EDIT_CONFLICT shows the other person's version beside this
// one's); the rules are the domain's (menu-seasonal-rules.ts), which need the whole menu: the server
// names every problem at once, each shown under its field.
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import { SeasonalBannerFields } from './group-banner-fields.tsx';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { SaveMenuGroupMutation } from './save-menu-group-mutation.ts';
import { useOptionEditor } from './use-option-editor.ts';

type Group = ResultOf<typeof MenuDraftQuery>['menuDraft']['groups'][number];
type GroupFields = Pick<
  Group,
  'name' | 'image' | 'isVisible' | 'isSeasonal' | 'bannerTitle' | 'bannerSubtitle' | 'bannerPicture'
>;

const fieldsOf = (group: GroupFields): GroupFields => ({
  name: group.name,
  image: group.image,
  isVisible: group.isVisible,
  isSeasonal: group.isSeasonal,
  bannerTitle: group.bannerTitle,
  bannerSubtitle: group.bannerSubtitle,
  bannerPicture: group.bannerPicture,
});
const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** The group's picture and whether customers see it. */
function PictureAndShown({ form }: { form: Form<GroupFields> }) {
  const hiding = form.problemFor('isVisible');
  return (
    <>
      <FormField
        label="Picture"
        hint="A Fluent Emoji name, like hot-beverage."
        error={form.problemFor('image')}
      >
        {(control) => (
          <input
            {...control}
            className={`${OPTION_INPUT} max-w-64`}
            value={form.values.image}
            onChange={(e) => form.set({ image: e.target.value })}
          />
        )}
      </FormField>
      <div className="mb-4">
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input
            type="checkbox"
            className="size-4"
            checked={form.values.isVisible}
            onChange={(e) => form.set({ isVisible: e.target.checked })}
          />
          Shown to customers
        </label>
        <p className="mt-1 text-sm text-stone-600">A hidden group hides everything under it.</p>
        {hiding && <p className="mt-1 text-sm font-medium text-red-700">{hiding}</p>}
      </div>
    </>
  );
}

export function GroupEditor({
  group,
  onSaved,
  onCancel,
}: {
  group: Group;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [, save] = useMutation(SaveMenuGroupMutation);
  const editor = useOptionEditor<GroupFields, GroupFields>({
    initial: () => fieldsOf(group),
    version: group.version,
    recordKey: 'group',
    valuesOf: fieldsOf,
    send: async (fields, expectedVersion) => {
      const result = await save({
        group: { id: group.id, parentId: group.parentId, ...fields },
        expectedVersion,
      });
      return { ...result, savedName: result.data?.saveMenuGroup.name ?? null };
    },
    onSaved,
  });
  const { form } = editor;
  const mine = form.values;
  return (
    <OptionEditorFrame
      title={`Group: ${group.name}`}
      testId="group-editor"
      editor={editor}
      onCancel={onCancel}
      name={{
        value: mine.name,
        hint: 'As customers see it on the menu.',
        onChange: (name) => form.set({ name }),
      }}
      conflict={
        <OptionConflict
          editor={editor}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: mine.name },
            { label: 'Shown', theirs: yesNo(theirs?.isVisible), mine: yesNo(mine.isVisible) },
            { label: 'Seasonal', theirs: yesNo(theirs?.isSeasonal), mine: yesNo(mine.isSeasonal) },
            { label: 'Banner title', theirs: theirs?.bannerTitle ?? '', mine: mine.bannerTitle },
            { label: 'Banner subtitle', theirs: theirs?.bannerSubtitle ?? '', mine: mine.bannerSubtitle },
          ]}
        />
      }
    >
      <PictureAndShown form={form} />
      <SeasonalBannerFields fields={mine} problemFor={form.problemFor} change={form.set} />
    </OptionEditorFrame>
  );
}
