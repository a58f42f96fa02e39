// /stores/new: a chain admin opens a store. The ZIP code finds the city, state, position (what puts
// the store in the customer's finder) and a time zone to confirm; then the store's number and region,
// its hours, pickup methods, make time and tax. The form names every problem at once by the rules the
// server applies (new-store-form.ts) before sending, and the server's own refusal the same way;
// nothing typed is lost. A created store opens in its editor.
import { useEffect } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useForm, type FieldProblem, type Form } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AllStoresLink } from './all-stores-link.tsx';
import {
  newStoreDomainProblems,
  newStoreInput,
  STARTING_STORE,
  unreadableProblems,
  type NewStoreValues,
} from './new-store-form.ts';
import { NewStoreHoursSection, NewStoreOrderingSection } from './new-store-ordering-section.tsx';
import { CreateStoreMutation, NewStoreChoicesQuery, ZipLocationQuery } from './new-store-queries.ts';
import { NewStoreStoreSection } from './new-store-store-section.tsx';
import { NewStoreWhereSection } from './new-store-where-section.tsx';
import { NotSaved } from './section-messages.tsx';

const noConflict = () => null;

/** The rules' and the server's problems the "Not saved" notice lists (the unreadable stay by their field). */
const listedProblems = (problems: readonly FieldProblem[]) =>
  problems.filter((problem) => problem.field !== 'taxPercent' && problem.field !== 'latitude');

/** The ZIP code's place once five digits are typed; it fills in the city, state, position and zone once. */
function useZipLocation(form: Form<NewStoreValues>) {
  const zip = form.values.texts.zipCode.trim();
  const complete = /^\d{5}$/.test(zip);
  const [located] = useQuery({ query: ZipLocationQuery, variables: { zipCode: zip }, pause: !complete });
  const found = complete && located.data?.zipLocation?.zipCode === zip ? located.data.zipLocation : null;
  const unknown = complete && !located.fetching && located.data !== undefined && !found;
  const { set } = form;
  useEffect(() => {
    if (!found) return;
    set({
      place: { latitude: found.latitude, longitude: found.longitude },
      texts: { ...form.values.texts, city: found.city, state: found.state },
      ...(found.timeZone ? { timeZone: found.timeZone } : {}),
    });
    // Once per ZIP code found: later edits of the city, state or zone are the admin's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  return { found, unknown };
}

export default function NewStorePage() {
  const [, navigate] = useLocation();
  const [choices] = useQuery({ query: NewStoreChoicesQuery, requestPolicy: 'network-only' });
  const offered = choices.data?.newStoreChoices;
  const regionIds = (offered?.regions ?? []).map((region) => region.regionId);
  const form = useForm(STARTING_STORE, (values) => [
    ...unreadableProblems(values),
    ...newStoreDomainProblems(values, regionIds),
  ]);
  const save = useSave({ currentOf: noConflict, onFieldProblems: form.showServerProblems });
  const [, createStore] = useMutation(CreateStoreMutation);
  const { found, unknown } = useZipLocation(form);
  const suggested = offered?.suggestedStoreId;
  const { set } = form;
  useEffect(() => {
    if (suggested !== undefined) set({ storeId: String(suggested) });
    // Only the first suggestion: a number the admin typed stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggested]);

  const submit = async () => {
    const place = form.values.place;
    if (!form.check() || !place) return;
    await save.run(async () => {
      const result = await createStore({ store: newStoreInput(form.values, place) });
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
  const locationError = form.problemFor('latitude');
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
        <NotSaved problems={listedProblems(form.problems)} error={save.error} />
        {save.saved && <Notice tone="success">{save.saved}</Notice>}
        {locationError && !found && (
          <Notice tone="error" title="Not created">
            {locationError}
          </Notice>
        )}
        <NewStoreWhereSection form={form} found={found} zipUnknown={unknown} />
        <NewStoreStoreSection form={form} regions={offered?.regions ?? []} />
        <NewStoreHoursSection form={form} />
        <NewStoreOrderingSection form={form} />
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
