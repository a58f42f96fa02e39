// A group's editor on the menu page: its name, picture, shown or hidden, and whether it is the seasonal
// group with /menu's banner (title, subtitle, picture), previewed as customers will see it. Saved to the
// draft against the version it opened (EDIT_CONFLICT shows the other person's version beside this
// one's); the rules are the domain's (menu-seasonal-rules.ts), their refusals shown under the fields.
import {
  MAX_BANNER_SUBTITLE_LENGTH,
  MAX_BANNER_TITLE_LENGTH,
  SEASONAL_BANNER_PICTURES,
} from '@brewline/domain/menu/menu-seasonal-rules';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionSaveOutcome } from './option-save-outcome.ts';
import { SaveMenuGroupMutation } from './save-menu-group-mutation.ts';

type Group = ResultOf<typeof MenuDraftQuery>['menuDraft']['groups'][number];
type GroupFields = Pick<
  Group,
  'name' | 'image' | 'isVisible' | 'isSeasonal' | 'bannerTitle' | 'bannerSubtitle' | 'bannerPicture'
>;

const PICTURE_LABELS: Record<string, string> = { '': 'No picture', snowflake: 'Snowflake' };
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

/** The banner as /menu draws it (the customer app's MenuHero), at the editor's size. */
function BannerPreview({ title, subtitle, picture }: { title: string; subtitle: string; picture: string }) {
  return (
    <div
      aria-label="Banner preview"
      role="img"
      className="relative mb-4 flex min-h-36 items-center overflow-hidden rounded-2xl bg-gradient-to-br from-[#3b2314] via-[#5a3a26] to-[#1e3932] p-5 text-white"
    >
      <div className="relative z-10 max-w-xs">
        <p className="text-xs font-bold tracking-widest text-orange-200 uppercase">
          {title.trim() || 'Banner title'}
        </p>
        {subtitle.trim() && <p className="mt-1 text-xl leading-tight font-extrabold">{subtitle}</p>}
        <span className="mt-3 inline-flex rounded-full bg-white px-3 py-1 text-sm font-bold text-[#3b2314]">
          See the lineup
        </span>
      </div>
      {picture && (
        <img src={`/art/${picture}.svg`} alt="" className="absolute -right-4 -bottom-6 w-28 opacity-80" />
      )}
    </div>
  );
}

/** Whether the group is the seasonal one, and its banner's title, subtitle and picture, previewed. */
function SeasonalBannerFields({
  fields,
  problemFor,
  change,
}: {
  fields: GroupFields;
  problemFor: (field: string) => string | null;
  change: (patch: Partial<GroupFields>) => void;
}) {
  return (
    <fieldset className="mb-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">Seasonal banner</legend>
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          className="size-4"
          checked={fields.isSeasonal}
          onChange={(e) => change({ isSeasonal: e.target.checked })}
        />
        Seasonal group: the banner at the top of the menu leads here
      </label>
      <p className="mt-1 mb-3 text-sm text-stone-600">
        One group at a time. Customers see the banner once the menu is published.
      </p>
      {problemFor('isSeasonal') && (
        <p className="-mt-2 mb-3 text-sm font-medium text-red-700">{problemFor('isSeasonal')}</p>
      )}
      {fields.isSeasonal && (
        <>
          <BannerPreview
            title={fields.bannerTitle}
            subtitle={fields.bannerSubtitle}
            picture={fields.bannerPicture}
          />
          <FormField
            label="Banner title"
            hint={`The first line, at most ${MAX_BANNER_TITLE_LENGTH} characters: Holiday favorites are back.`}
            error={problemFor('bannerTitle')}
          >
            {(control) => (
              <input
                {...control}
                className={OPTION_INPUT}
                value={fields.bannerTitle}
                onChange={(e) => change({ bannerTitle: e.target.value })}
              />
            )}
          </FormField>
          <FormField
            label="Banner subtitle"
            hint={`The large line under it, at most ${MAX_BANNER_SUBTITLE_LENGTH} characters; may be empty.`}
            error={problemFor('bannerSubtitle')}
          >
            {(control) => (
              <input
                {...control}
                className={OPTION_INPUT}
                value={fields.bannerSubtitle}
                onChange={(e) => change({ bannerSubtitle: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Banner picture" error={problemFor('bannerPicture')}>
            {(control) => (
              <select
                {...control}
                className={`${OPTION_INPUT} max-w-64`}
                value={fields.bannerPicture}
                onChange={(e) => change({ bannerPicture: e.target.value })}
              >
                {['', ...SEASONAL_BANNER_PICTURES].map((picture) => (
                  <option key={picture} value={picture}>
                    {PICTURE_LABELS[picture] ?? picture}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>
      )}
    </fieldset>
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
  const [fields, setFields] = useState<GroupFields>(() => fieldsOf(group));
  const [version, setVersion] = useState(group.version);
  const [saving, save] = useMutation(SaveMenuGroupMutation);
  const outcome = useOptionSaveOutcome<GroupFields>('group');
  const change = (patch: Partial<GroupFields>) => setFields((current) => ({ ...current, ...patch }));

  const submit = async (expectedVersion: number) => {
    const result = await save({
      group: { id: group.id, parentId: group.parentId, ...fields },
      expectedVersion,
    });
    if (result.error) return outcome.refused(result.error);
    const saved = result.data?.saveMenuGroup;
    if (saved) onSaved(`${saved.name} is saved in the draft.`);
  };
  return (
    <OptionEditorFrame
      title={`Group: ${group.name}`}
      testId="group-editor"
      error={outcome.error}
      busy={saving.fetching}
      onSave={() => void submit(version)}
      onCancel={onCancel}
      name={{
        value: fields.name,
        hint: 'As customers see it on the menu.',
        error: outcome.problemFor('name'),
        onChange: (name) => change({ name }),
      }}
      conflict={
        <OptionConflict<GroupFields>
          conflict={outcome.conflict}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: fields.name },
            { label: 'Shown', theirs: yesNo(theirs?.isVisible), mine: yesNo(fields.isVisible) },
            { label: 'Seasonal', theirs: yesNo(theirs?.isSeasonal), mine: yesNo(fields.isSeasonal) },
            { label: 'Banner title', theirs: theirs?.bannerTitle ?? '', mine: fields.bannerTitle },
            { label: 'Banner subtitle', theirs: theirs?.bannerSubtitle ?? '', mine: fields.bannerSubtitle },
          ]}
          onUseTheirs={(theirs) => {
            setFields(fieldsOf(theirs.option));
            setVersion(theirs.version);
            outcome.clear();
          }}
          onKeepMine={(theirVersion) => {
            setVersion(theirVersion);
            void submit(theirVersion);
          }}
        />
      }
    >
      <FormField
        label="Picture"
        hint="A Fluent Emoji name, like hot-beverage."
        error={outcome.problemFor('image')}
      >
        {(control) => (
          <input
            {...control}
            className={`${OPTION_INPUT} max-w-64`}
            value={fields.image}
            onChange={(e) => change({ image: e.target.value })}
          />
        )}
      </FormField>
      <div className="mb-4">
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input
            type="checkbox"
            className="size-4"
            checked={fields.isVisible}
            onChange={(e) => change({ isVisible: e.target.checked })}
          />
          Shown to customers
        </label>
        <p className="mt-1 text-sm text-stone-600">A hidden group hides everything under it.</p>
        {outcome.problemFor('isVisible') && (
          <p className="mt-1 text-sm font-medium text-red-700">{outcome.problemFor('isVisible')}</p>
        )}
      </div>
      <SeasonalBannerFields fields={fields} problemFor={outcome.problemFor} change={change} />
    </OptionEditorFrame>
  );
}
