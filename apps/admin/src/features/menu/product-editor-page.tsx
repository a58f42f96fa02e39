// A product's editor: its words and picture, groups, sizes (one default), versions, modifier groups
// and scales with their defaults, nutrition and allergens, whether it is sold online, beside a preview of its
// page. Saving writes the draft only; a save refused because someone else saved first shows their
// version beside this person's edits, which stay in the form.
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SIZE_BLACKLIST } from '@brewline/domain/menu/menu';
import { readFragment } from 'gql.tada';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { editConflictOf, errorCode, errorMessage } from '../../lib/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConflictNotice } from '../../ui/conflict-notice.tsx';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { MenuDraftProductFields, MenuDraftProductQuery } from './menu-draft-product-query.ts';
import { MenuDraftQuery } from './menu-draft-query.ts';
import {
  centsOf,
  dollarsOf,
  emptyProductForm,
  formOf,
  type ProductForm,
  type SavedProduct,
} from './product-form.ts';
import { ProductPreview } from './product-preview.tsx';
import { ProductScaleChoices } from './product-scale-choices.tsx';
import { SaveMenuProductMutation } from './save-menu-product-mutation.ts';

const INPUT = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900';

interface Conflict {
  message: string;
  theirs: { version: number; product: SavedProduct } | null;
}

function isConflictRecord(value: unknown): value is { version: number; product: SavedProduct } {
  return typeof value === 'object' && value !== null && 'version' in value && 'product' in value;
}

export function ProductEditorPage({ productId }: { productId: number | null }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const groupFromLink = Number(new URLSearchParams(search).get('group'));
  const [draftResult] = useQuery({ query: MenuDraftQuery, requestPolicy: 'cache-and-network' });
  const [productResult] = useQuery({
    query: MenuDraftProductQuery,
    variables: { productId: productId ?? 0 },
    pause: productId === null,
    requestPolicy: 'network-only',
  });
  const [saving, save] = useMutation(SaveMenuProductMutation);
  const [form, setForm] = useState<ProductForm | null>(
    productId === null
      ? emptyProductForm(Number.isInteger(groupFromLink) && groupFromLink > 0 ? groupFromLink : null)
      : null,
  );
  const [version, setVersion] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [versionPrices, setVersionPrices] = useState<string[]>([]);

  const held = productResult.data?.menuDraftProduct;
  const loaded = held ? readFragment(MenuDraftProductFields, held) : null;
  useEffect(() => {
    if (loaded && form === null) {
      setForm(formOf(loaded));
      setVersion(loaded.version);
      setVersionPrices(loaded.versions.map((v) => dollarsOf(v.priceDeltaCents)));
    }
  }, [loaded, form]);

  const draft = draftResult.data?.menuDraft;
  const title = productId === null ? 'New product' : (loaded?.name ?? 'Product');
  if (!draft || !form) {
    const failure = draftResult.error ?? productResult.error;
    return (
      <>
        <PageHeader title={title} />
        {failure ? (
          <Notice tone="error">{errorMessage(failure)}</Notice>
        ) : productId !== null && productResult.data && !loaded ? (
          <Notice tone="error">There is no product {productId} in the draft.</Notice>
        ) : (
          <p className="text-stone-600">Loading…</p>
        )}
      </>
    );
  }

  const set = (patch: Partial<ProductForm>) => setForm({ ...form, ...patch });
  const problemFor = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join(' ') || null;
  const groupPath = (groupId: number): string => {
    const names: string[] = [];
    for (
      let g = draft.groups.find((x) => x.id === groupId);
      g;
      g = draft.groups.find((x) => x.id === g?.parentId)
    )
      names.unshift(g.name);
    return names.join(' › ');
  };
  const toggle = <T,>(list: readonly T[], item: T, on: boolean, same: (a: T) => boolean): T[] =>
    on ? [...list.filter((x) => !same(x)), item] : list.filter((x) => !same(x));
  // Sizes the customer app always hides (tasting cups, staff drinks) are offered only if already chosen.
  const offeredSizes = draft.sizes.filter(
    (size) => !SIZE_BLACKLIST.includes(size.id) || form.sizes.some((s) => s.sizeId === size.id),
  );
  const groupsByPath = [...draft.groups]
    .map((group) => ({ group, path: groupPath(group.id) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const defaultRule = form.visibility.find((v) => v.storeId === null && v.regionId === null);
  const soldOnline = defaultRule?.isVisibleOnlineOrdering ?? true;

  const submit = async (expectedVersion: number | null) => {
    const prices = versionPrices.map(centsOf);
    const badPrice = prices.findIndex((cents) => Number.isNaN(cents));
    if (badPrice >= 0) {
      setProblems([
        {
          field: 'versions',
          message: `Enter the extra price of version ${badPrice + 1} in dollars, like 0.50.`,
        },
      ]);
      return;
    }
    const product: ProductForm = {
      ...form,
      versions: form.versions.map((v, i) => ({ ...v, priceDeltaCents: prices[i] ?? 0 })),
    };
    const result = await save({ product, expectedVersion });
    if (result.error) {
      if (errorCode(result.error) === 'EDIT_CONFLICT') {
        const current = editConflictOf(result.error);
        setConflict({
          message: errorMessage(result.error),
          theirs: isConflictRecord(current) ? current : null,
        });
        setNotice(null);
        return;
      }
      const listed = result.error.graphQLErrors[0]?.extensions['problems'];
      setProblems(Array.isArray(listed) ? (listed as { field: string; message: string }[]) : []);
      setNotice({ tone: 'error', text: errorMessage(result.error) });
      return;
    }
    const answer = result.data?.saveMenuProduct;
    if (!answer) return;
    const saved = readFragment(MenuDraftProductFields, answer);
    setProblems([]);
    setConflict(null);
    setVersion(saved.version);
    setForm(formOf(saved));
    setNotice({
      tone: 'success',
      text: `${saved.name} is saved in the draft. Customers see it once the menu is published.`,
    });
    if (productId === null) navigate(`/menu/products/${saved.id}`, { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(productId === null ? null : version);
  };

  return (
    <>
      <PageHeader
        title={title}
        description="Changes are saved to the draft menu; publish the menu to give them to customers."
        actions={
          <Link
            href="/menu"
            className="inline-flex items-center gap-1 text-sm font-semibold text-stone-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Back to the menu
          </Link>
        }
      />
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {conflict && (
        <ConflictNotice
          message={conflict.message}
          fields={[
            ['Name', conflict.theirs?.product.name ?? '(removed)', form.name],
            ['Description', conflict.theirs?.product.description ?? '', form.description],
            ['Picture', conflict.theirs?.product.image ?? '', form.image],
            [
              'Sizes',
              conflict.theirs?.product.sizes
                .map((s) => draft.sizes.find((x) => x.id === s.sizeId)?.name)
                .join(', ') ?? '',
              form.sizes.map((s) => draft.sizes.find((x) => x.id === s.sizeId)?.name).join(', '),
            ],
          ].map(([label, theirs, mine]) => ({ label: label ?? '', theirs, mine, differs: theirs !== mine }))}
          {...(conflict.theirs
            ? {
                onUseTheirs: () => {
                  if (!conflict.theirs) return;
                  setForm(formOf(conflict.theirs.product));
                  setVersion(conflict.theirs.version);
                  setConflict(null);
                },
                onKeepMine: () => void submit(conflict.theirs?.version ?? null),
              }
            : {})}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-2">
          <div className="grid gap-x-4 md:grid-cols-2">
            <FormField label="Name" error={problemFor('name')}>
              {(control) => (
                <input
                  {...control}
                  className={INPUT}
                  value={form.name}
                  onChange={(e) => set({ name: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              label="Ticket name"
              hint="Printed on the store's tickets; 24 characters at most."
              error={problemFor('ticketName')}
            >
              {(control) => (
                <input
                  {...control}
                  className={INPUT}
                  value={form.ticketName}
                  onChange={(e) => set({ ticketName: e.target.value })}
                />
              )}
            </FormField>
          </div>
          <FormField label="Description" error={problemFor('description')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                className={INPUT}
                value={form.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </FormField>
          <div className="grid gap-x-4 md:grid-cols-2">
            <FormField
              label="Picture"
              hint="An art name (hot-beverage, croissant…) or a picture's address on this site."
            >
              {(control) => (
                <input
                  {...control}
                  className={INPUT}
                  value={form.image}
                  onChange={(e) => set({ image: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Allergens" hint="Separated by commas: Milk, Soy.">
              {(control) => (
                <input
                  {...control}
                  className={INPUT}
                  value={form.allergens.join(', ')}
                  onChange={(e) => set({ allergens: e.target.value.split(',').map((a) => a.trimStart()) })}
                />
              )}
            </FormField>
          </div>

          <FieldGroup
            legend="Sizes"
            hint="Tick the sizes it comes in and choose the one selected first."
            error={problemFor('sizes')}
          >
            <table className="w-full max-w-md text-sm">
              <thead>
                <tr className="text-left text-stone-600">
                  <th scope="col" className="py-1 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Sold in
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Default
                  </th>
                </tr>
              </thead>
              <tbody>
                {offeredSizes.map((size) => {
                  const choice = form.sizes.find((s) => s.sizeId === size.id);
                  const label = `${size.name}${size.ounces ? ` (${size.ounces} fl oz)` : ''}`;
                  return (
                    <tr key={size.id} className="border-t border-stone-100">
                      <td className="py-1">{label}</td>
                      <td className="py-1">
                        <input
                          type="checkbox"
                          className="size-4"
                          aria-label={`Sold in ${size.name}`}
                          checked={!!choice}
                          onChange={(e) =>
                            set({
                              sizes: e.target.checked
                                ? [...form.sizes, { sizeId: size.id, isDefault: form.sizes.length === 0 }]
                                : form.sizes.filter((s) => s.sizeId !== size.id),
                            })
                          }
                        />
                      </td>
                      <td className="py-1">
                        <input
                          type="radio"
                          name="default-size"
                          className="size-4"
                          aria-label={`${size.name} is the default`}
                          disabled={!choice}
                          checked={choice?.isDefault ?? false}
                          onChange={() =>
                            set({ sizes: form.sizes.map((s) => ({ ...s, isDefault: s.sizeId === size.id })) })
                          }
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </FieldGroup>

          <FieldGroup
            legend="Versions"
            hint="Hot, Iced… each with the price it adds to the size's price."
            error={problemFor('versions')}
          >
            {form.versions.map((v, index) => (
              <div key={index} className="mb-2 flex flex-wrap items-center gap-2">
                <input
                  aria-label={`Version ${index + 1} name`}
                  className={`${INPUT} max-w-48`}
                  value={v.name}
                  onChange={(e) =>
                    set({
                      versions: form.versions.map((x, i) =>
                        i === index ? { ...x, name: e.target.value } : x,
                      ),
                    })
                  }
                />
                <label className="flex items-center gap-1 text-sm text-stone-700">
                  adds $
                  <input
                    aria-label={`Version ${index + 1} extra price in dollars`}
                    inputMode="decimal"
                    className={`${INPUT} w-24`}
                    value={versionPrices[index] ?? '0.00'}
                    onChange={(e) =>
                      setVersionPrices(versionPrices.map((p, i) => (i === index ? e.target.value : p)))
                    }
                  />
                </label>
                <Button
                  variant="quiet"
                  aria-label={`Remove version ${v.name || index + 1}`}
                  onClick={() => {
                    set({ versions: form.versions.filter((_, i) => i !== index) });
                    setVersionPrices(versionPrices.filter((_, i) => i !== index));
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            ))}
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => {
                set({ versions: [...form.versions, { id: null, name: '', priceDeltaCents: 0 }] });
                setVersionPrices([...versionPrices, '0.00']);
              }}
            >
              Add a version
            </Button>
          </FieldGroup>

          <FieldGroup
            legend="Modifiers"
            hint="The choices customers get, and what is chosen for them at first."
            error={problemFor('modifierGroups')}
          >
            <div className="grid gap-2 md:grid-cols-2">
              {draft.modifierGroups.map((group) => {
                const choice = form.modifierGroups.find((g) => g.modifierGroupId === group.id);
                return (
                  <div
                    key={group.id}
                    className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2"
                  >
                    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={!!choice}
                        onChange={(e) =>
                          set({
                            modifierGroups: toggle(
                              form.modifierGroups,
                              { modifierGroupId: group.id, defaultModifierId: null },
                              e.target.checked,
                              (g) => g.modifierGroupId === group.id,
                            ),
                          })
                        }
                      />
                      {group.name}
                    </label>
                    {choice && (
                      <select
                        aria-label={`${group.name}: chosen at first`}
                        className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                        value={choice.defaultModifierId ?? ''}
                        onChange={(e) =>
                          set({
                            modifierGroups: form.modifierGroups.map((g) =>
                              g.modifierGroupId === group.id
                                ? {
                                    ...g,
                                    defaultModifierId: e.target.value === '' ? null : Number(e.target.value),
                                  }
                                : g,
                            ),
                          })
                        }
                      >
                        <option value="">None</option>
                        {group.modifiers.map((m) => (
                          <option key={m.id} value={m.id}>
                            {m.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </div>
                );
              })}
            </div>
          </FieldGroup>

          <ProductScaleChoices
            scales={draft.modifierScales}
            chosen={form.modifierScales}
            error={problemFor('modifierScales')}
            onChange={(modifierScales) => set({ modifierScales })}
          />

          <FieldGroup
            legend="Groups"
            hint="Where customers find it on the menu."
            error={problemFor('groupIds')}
          >
            <div className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2 md:grid-cols-2">
              {groupsByPath.map(({ group, path }) => (
                <label key={group.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={form.groupIds.includes(group.id)}
                    onChange={(e) =>
                      set({
                        groupIds: toggle(form.groupIds, group.id, e.target.checked, (id) => id === group.id),
                      })
                    }
                  />
                  {path}
                </label>
              ))}
            </div>
          </FieldGroup>

          <FieldGroup legend="Nutrition" error={problemFor('nutrition')}>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {(
                [
                  ['calories', 'Calories'],
                  ['caffeineMg', 'Caffeine (mg)'],
                  ['sugarGrams', 'Sugar (g)'],
                  ['fatGrams', 'Fat (g)'],
                  ['carbohydrateGrams', 'Carbohydrates (g)'],
                  ['proteinGrams', 'Protein (g)'],
                ] as const
              ).map(([key, label]) => (
                <label key={key} className="text-sm font-medium text-stone-800">
                  {label}
                  <input
                    type="number"
                    min={0}
                    step={key === 'calories' || key === 'caffeineMg' ? 1 : 0.1}
                    className={`${INPUT} mt-1`}
                    value={form.nutrition[key]}
                    onChange={(e) => set({ nutrition: { ...form.nutrition, [key]: Number(e.target.value) } })}
                  />
                </label>
              ))}
            </div>
          </FieldGroup>

          <label className="mb-4 flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={soldOnline}
              onChange={(e) =>
                set({
                  visibility: [
                    ...form.visibility.filter((v) => v.storeId !== null || v.regionId !== null),
                    ...(e.target.checked
                      ? []
                      : [{ storeId: null, regionId: null, isVisibleOnlineOrdering: false }]),
                  ],
                })
              }
            />
            Sold online (store and region rules still apply)
          </label>

          <div className="sticky bottom-0 -mx-1 flex gap-2 border-t border-stone-200 bg-white/95 px-1 py-3">
            <Button type="submit" variant="primary" busy={saving.fetching}>
              Save to draft
            </Button>
            <Link
              href="/menu"
              className="inline-flex items-center px-3 text-sm font-semibold text-stone-700 hover:underline"
            >
              Cancel
            </Link>
          </div>
        </form>
        <div className="xl:sticky xl:top-4 xl:self-start">
          <ProductPreview form={form} draft={draft} />
        </div>
      </div>
    </>
  );
}
