// /stores/new: a chain admin opens a store. The ZIP code finds the city, state, position (what puts
// the store in the customer's finder) and a time zone to confirm; then the store's number and region,
// its hours, pickup methods, make time and tax. The server judges it all by the domain's rules and
// names every wrong field; nothing typed is lost. A created store opens in its editor.
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { DEFAULT_MAKE_MINUTES } from '@brewline/domain/orders/pickup-slots';
import { MAX_MAKE_MINUTES, MIN_MAKE_MINUTES } from '@brewline/domain/store-hours/store-settings';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AllStoresLink } from './all-stores-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { OrderingSwitches } from './ordering-switches.tsx';
import { CreateStoreMutation, NewStoreChoicesQuery, ZipLocationQuery } from './new-store-queries.ts';
import { SectionMessages } from './section-messages.tsx';
import { microsOf, STORE_TEXT_FIELDS, type StoreOrdering, type StoreTextKey } from './store-fields.ts';
import { US_TIME_ZONES } from './us-time-zones.ts';
import { useSectionSave } from './use-section-save.ts';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

const inputClass =
  'min-h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-600';

/** A typical café week; the admin changes what differs. */
const STARTING_HOURS: WeeklyHours = {
  monThruThursOpen: '600',
  monThruThursClose: '2000',
  friOpen: '600',
  friClose: '2100',
  satOpen: '700',
  satClose: '2100',
  sunOpen: '700',
  sunClose: '1900',
};

interface Place {
  latitude: number;
  longitude: number;
}

export default function NewStorePage() {
  const [, navigate] = useLocation();
  const [choices] = useQuery({ query: NewStoreChoicesQuery, requestPolicy: 'network-only' });
  const [texts, setTexts] = useState<Record<StoreTextKey, string>>({
    name: '',
    nickname: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    phone: '',
  });
  const [storeId, setStoreId] = useState('');
  const [regionId, setRegionId] = useState('');
  const [timeZone, setTimeZone] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [wiFi, setWiFi] = useState(true);
  const [driveThru, setDriveThru] = useState(false);
  const [hours, setHours] = useState<WeeklyHours>(STARTING_HOURS);
  const [ordering, setOrdering] = useState<StoreOrdering>({
    oLOEnabled: true,
    inStorePickup: true,
    driveThruPickup: false,
    parkingLotPickup: false,
  });
  const [makeMinutes, setMakeMinutes] = useState(String(DEFAULT_MAKE_MINUTES));
  const [taxPercent, setTaxPercent] = useState('');
  const [locationMissing, setLocationMissing] = useState(false);
  const [taxTried, setTaxTried] = useState(false);
  const save = useSectionSave();
  const [, createStore] = useMutation(CreateStoreMutation);

  const offered = choices.data?.newStoreChoices;
  useEffect(() => {
    if (!offered) return;
    setStoreId((current) => current || String(offered.suggestedStoreId));
  }, [offered]);

  const zip = texts.zipCode.trim();
  const zipComplete = /^\d{5}$/.test(zip);
  const [located] = useQuery({ query: ZipLocationQuery, variables: { zipCode: zip }, pause: !zipComplete });
  const found = zipComplete && located.data?.zipLocation?.zipCode === zip ? located.data.zipLocation : null;
  const zipUnknown = zipComplete && !located.fetching && located.data !== undefined && !found;
  // A ZIP code found fills in the city, state, position and time zone once; the admin may change
  // the city, state and time zone after (the time zone is a suggestion near a zone's border).
  useEffect(() => {
    if (!found) return;
    setTexts((current) => ({ ...current, city: found.city, state: found.state }));
    setPlace({ latitude: found.latitude, longitude: found.longitude });
    if (found.timeZone) setTimeZone(found.timeZone);
  }, [found]);

  const zones = timeZone && !US_TIME_ZONES.includes(timeZone) ? [timeZone, ...US_TIME_ZONES] : US_TIME_ZONES;
  const locationError =
    save.errorFor('latitude') ??
    (locationMissing && !place
      ? 'Enter a ZIP code we can find: its position puts the store in the finder.'
      : null);

  // A blank rate would read as 0%: a store with no sales tax is said so, as 0.
  const taxBlank = taxTried && (taxPercent.trim() === '' || !Number.isFinite(Number(taxPercent)));
  const submit = async () => {
    setTaxTried(true);
    if (!place) {
      setLocationMissing(true);
      return;
    }
    if (taxPercent.trim() === '' || !Number.isFinite(Number(taxPercent))) return;
    await save.run(async () => {
      const result = await createStore({
        store: {
          storeId: Number(storeId),
          regionId: Number(regionId),
          details: { ...texts, address2: texts.address2.trim() === '' ? null : texts.address2, wiFi },
          latitude: place.latitude,
          longitude: place.longitude,
          timeZone,
          driveThru,
          ordering,
          hours,
          makeMinutes: Number(makeMinutes),
          taxRateMicros: microsOf(taxPercent),
        },
      });
      if (result.data) navigate(`/stores/${result.data.createStore.storeId}`);
      return result;
    }, 'Store created.');
  };

  if (choices.error) {
    return (
      <Notice tone="error" title="The new-store form could not be opened">
        {errorMessage(choices.error)}
      </Notice>
    );
  }

  const textField = (key: StoreTextKey) => {
    const field = STORE_TEXT_FIELDS.find((f) => f.key === key);
    return (
      <FormField
        key={key}
        label={field?.label ?? key}
        error={save.errorFor(key)}
        hint={
          key === 'zipCode' ? 'Five digits; it finds the city, state, position and time zone.' : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode={key === 'zipCode' || key === 'phone' ? 'numeric' : undefined}
            autoComplete="off"
            className={inputClass}
            value={texts[key]}
            onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <div className="max-w-4xl">
      <AllStoresLink />
      <PageHeader
        title="New store"
        description="Customers find it by its address as soon as it is created; with online ordering on and the store open, they can order from it."
      />
      <form
        noValidate
        className="grid gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SectionMessages save={save} />
        {locationError && !found && (
          <Notice tone="error" title="Not created">
            {locationError}
          </Notice>
        )}

        <section aria-labelledby="where-title" className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="where-title" className="mb-3 text-lg font-bold text-stone-900">
            Where it is
          </h2>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {textField('zipCode')}
            <div className="mb-4 self-end sm:pb-7" aria-live="polite">
              {found && (
                <p className="flex items-center gap-2 text-sm text-stone-800">
                  <MapPin aria-hidden className="size-4 shrink-0 text-brand-ink" />
                  {found.city}, {found.state} · {found.latitude.toFixed(3)}, {found.longitude.toFixed(3)}
                </p>
              )}
              {zipUnknown && (
                <p className="text-sm font-medium text-red-700">
                  We do not know ZIP code {zip}. Check it: the store&apos;s position comes from it.
                </p>
              )}
            </div>
            {textField('address1')}
            {textField('address2')}
            {textField('city')}
            {textField('state')}
          </div>
          <FormField
            label="Time zone"
            hint="The store's hours and its reports' days are in this zone. Suggested from the ZIP code; check it near a zone's border."
            error={save.errorFor('timeZone')}
          >
            {(control) => (
              <select
                {...control}
                className={`${inputClass} sm:w-80`}
                value={timeZone}
                onChange={(event) => setTimeZone(event.target.value)}
              >
                <option value="">Choose a time zone</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </section>

        <section aria-labelledby="store-title" className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="store-title" className="mb-3 text-lg font-bold text-stone-900">
            The store
          </h2>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <FormField
              label="Store number"
              hint="Suggested: the next free number."
              error={save.errorFor('storeId')}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  className={inputClass}
                  value={storeId}
                  onChange={(event) => setStoreId(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Region"
              hint="Its prices and menu follow the region's."
              error={save.errorFor('regionId')}
            >
              {(control) => (
                <select
                  {...control}
                  className={inputClass}
                  value={regionId}
                  onChange={(event) => setRegionId(event.target.value)}
                >
                  <option value="">Choose a region</option>
                  {(offered?.regions ?? []).map((region) => (
                    <option key={region.regionId} value={region.regionId}>
                      {region.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {textField('name')}
            {textField('nickname')}
            {textField('phone')}
          </div>
          <div className="flex flex-wrap gap-x-6">
            <label className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-800">
              <input
                type="checkbox"
                className="size-4 accent-[#7a3606]"
                checked={wiFi}
                onChange={(event) => setWiFi(event.target.checked)}
              />
              Free Wi-Fi
            </label>
            <label className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-800">
              <input
                type="checkbox"
                className="size-4 accent-[#7a3606]"
                checked={driveThru}
                onChange={(event) => {
                  setDriveThru(event.target.checked);
                  if (!event.target.checked)
                    setOrdering({ ...ordering, driveThruPickup: false, parkingLotPickup: false });
                }}
              />
              Has a drive-thru
            </label>
          </div>
        </section>

        <section aria-labelledby="hours-title" className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="hours-title" className="mb-1 text-lg font-bold text-stone-900">
            Weekly hours
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            In the store&apos;s time zone. A closing time earlier than the opening is the next morning.
            Holidays are set on the store&apos;s page once it exists.
          </p>
          <WeeklyHoursForm hours={hours} onChange={setHours} errorFor={save.errorFor} />
        </section>

        <section aria-labelledby="ordering-title" className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="ordering-title" className="mb-3 text-lg font-bold text-stone-900">
            Ordering, make time and tax
          </h2>
          <OrderingSwitches
            ordering={ordering}
            driveThru={driveThru}
            error={save.errorFor('driveThruPickup') ?? save.errorFor('parkingLotPickup')}
            onChange={setOrdering}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <FormField
              label="Minutes to make an order"
              hint={`How far ahead the earliest pickup time is. From ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`}
              error={save.errorFor('makeMinutes')}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={MIN_MAKE_MINUTES}
                  max={MAX_MAKE_MINUTES}
                  className={`${inputClass} sm:w-28`}
                  value={makeMinutes}
                  onChange={(event) => setMakeMinutes(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Sales tax rate (%)"
              hint="Up to four decimals, for example 8.875."
              error={
                taxBlank
                  ? 'Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).'
                  : save.errorFor('taxRateMicros')
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  className={`${inputClass} sm:w-32`}
                  value={taxPercent}
                  onChange={(event) => setTaxPercent(event.target.value)}
                />
              )}
            </FormField>
          </div>
        </section>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" busy={save.busy}>
            Create store
          </Button>
          <Link href="/stores" className="text-sm font-semibold text-stone-700 hover:underline">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
