// A seasonal group's banner in its editor: whether the group is the seasonal one, and the banner's
// title, subtitle and picture, previewed as customers will see it at the top of the menu.
import {
  MAX_BANNER_SUBTITLE_LENGTH,
  MAX_BANNER_TITLE_LENGTH,
  SEASONAL_BANNER_PICTURES,
} from '@brewline/domain/menu/menu-seasonal-rules';
import { FormField } from '../../ui/form-field.tsx';
import { OPTION_INPUT } from './option-editor-frame.tsx';

/** The group's fields the banner is made of. */
export interface BannerFields {
  readonly isSeasonal: boolean;
  readonly bannerTitle: string;
  readonly bannerSubtitle: string;
  readonly bannerPicture: string;
}

const PICTURE_LABELS: Record<string, string> = { '': 'No picture', snowflake: 'Snowflake' };

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
export function SeasonalBannerFields({
  fields,
  problemFor,
  change,
}: {
  fields: BannerFields;
  problemFor: (field: string) => string | null;
  change: (patch: Partial<BannerFields>) => void;
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
