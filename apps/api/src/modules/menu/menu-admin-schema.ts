// The back office's menu over GraphQL (decision 009): the draft (group tree, products with sizes,
// versions, modifiers and visibility), what publishing will change, a product's preview as customers
// will see it, the edits, discarding and publishing. Reading and editing need menu.edit; publishing
// needs menu.publish.
import { draftEntityKey, type MenuProductDraft } from '@brewline/domain/menu-draft';
import type { MenuChange } from '@brewline/domain/menu-draft-changes';
import { menuDraftChanges } from '@brewline/domain/menu-draft-changes';
import { menuDraftProblems, type MenuProblem } from '@brewline/domain/menu-draft-rules';
import { buildProductDetail } from '@brewline/domain/menu-product-details';
import type {
  ModifierGroupRow,
  ModifierRow,
  ModifierScaleRow,
  RegionRow,
  SizeRow,
} from '@brewline/domain/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import type { addMenuSchema } from './menu-schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { readMenuDraft, type MenuDraftRecord } from './menu-draft-repository.ts';
import {
  discardMenuDraft,
  draftGroupOf,
  draftProductOf,
  removeDraftGroup,
  removeDraftProduct,
  reorderDraftGroups,
  reorderDraftProducts,
  saveDraftGroup,
  saveDraftProduct,
  versionOf,
  type DraftGroup,
  type DraftProduct,
} from './menu-draft-service.ts';
import { refuse, valueOf } from './menu-edit-answers.ts';
import { publishMenu, type MenuPublication } from './publish-menu.ts';

type MenuRefs = ReturnType<typeof addMenuSchema>;

interface DraftView {
  draft: MenuDraftRecord;
  live: MenuDraftRecord['tables'];
}

async function draftView(ctx: GraphQLContext): Promise<DraftView> {
  return { draft: await readMenuDraft(ctx.db), live: ctx.menu.current().tables };
}

export function addMenuAdminSchema(builder: Builder, menu: MenuRefs) {
  const MenuProblemRef = builder.objectRef<MenuProblem>('MenuProblem').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const MenuChangeRef = builder.objectRef<MenuChange>('MenuChange').implement({
    description: 'A group or product the draft adds, changes or removes.',
    fields: (t) => ({
      kind: t.exposeString('kind', { description: 'ADDED, CHANGED or REMOVED.' }),
      entityType: t.exposeString('entityType', {
        description: 'group, size, modifierGroup, modifierScale or product.',
      }),
      entityId: t.exposeInt('entityId'),
      name: t.exposeString('name'),
      details: t.exposeStringList('details', { description: 'What changed, in words.' }),
    }),
  });
  const MenuSizeRef = builder.objectRef<{ size: SizeRow; draft: MenuDraftRecord }>('MenuSize').implement({
    fields: (t) => ({
      id: t.int({ resolve: (s) => s.size.id }),
      name: t.string({ resolve: (s) => s.size.name }),
      ounces: t.int({ nullable: true, resolve: (s) => s.size.ounces }),
      priority: t.int({ resolve: (s) => s.size.priority }),
      version: t.int({
        description: 'The version saveMenuSize must name.',
        resolve: (s) => versionOf(s.draft, draftEntityKey('size', s.size.id)),
      }),
    }),
  });
  const MenuModifierRef = builder.objectRef<ModifierRow>('MenuModifier').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      isVariableQuantity: t.exposeBoolean('isVariableQuantity'),
      maxQuantity: t.exposeInt('maxQuantity'),
    }),
  });
  const modifiersOf = (draft: MenuDraftRecord, pick: (m: ModifierRow) => boolean) =>
    draft.tables.modifiers.filter(pick).sort((a, b) => a.priority - b.priority);
  const MenuModifierGroupRef = builder
    .objectRef<{ group: ModifierGroupRow; draft: MenuDraftRecord }>('MenuModifierGroup')
    .implement({
      fields: (t) => ({
        id: t.int({ resolve: (g) => g.group.id }),
        name: t.string({ resolve: (g) => g.group.name }),
        multiSelect: t.boolean({ resolve: (g) => g.group.multiSelect }),
        version: t.int({
          description: 'The version saveMenuModifierGroup must name.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('modifierGroup', g.group.id)),
        }),
        modifiers: t.field({
          type: [MenuModifierRef],
          resolve: (g) => modifiersOf(g.draft, (m) => m.modifierGroupId === g.group.id),
        }),
      }),
    });
  const MenuModifierScaleRef = builder
    .objectRef<{ scale: ModifierScaleRow; draft: MenuDraftRecord }>('MenuModifierScale')
    .implement({
      fields: (t) => ({
        id: t.int({ resolve: (s) => s.scale.id }),
        name: t.string({ resolve: (s) => s.scale.name }),
        version: t.int({
          description: 'The version saveMenuModifierScale must name.',
          resolve: (s) => versionOf(s.draft, draftEntityKey('modifierScale', s.scale.id)),
        }),
        steps: t.field({
          type: [MenuModifierRef],
          resolve: (s) => modifiersOf(s.draft, (m) => m.modifierScaleId === s.scale.id),
        }),
      }),
    });
  const MenuRegionRef = builder.objectRef<RegionRow>('MenuRegion').implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });

  const DraftGroupRef = builder
    .objectRef<DraftGroup & { draft: MenuDraftRecord }>('MenuDraftGroup')
    .implement({
      description: 'A group of the draft menu, with the versions its saves and reorders must name.',
      fields: (t) => ({
        id: t.int({ resolve: (g) => g.group.id }),
        parentId: t.int({ resolve: (g) => g.group.parentId, description: '0 for a top-level group.' }),
        name: t.string({ resolve: (g) => g.group.name }),
        isVisible: t.boolean({ resolve: (g) => g.group.isVisible }),
        priority: t.int({ nullable: true, resolve: (g) => g.group.priority }),
        image: t.string({ resolve: (g) => g.group.image }),
        isSeasonal: t.boolean({
          description: "The seasonal group: /menu's banner links to it (at most one group).",
          resolve: (g) => g.group.isSeasonal,
        }),
        bannerTitle: t.string({
          description: "The banner's first line; shown while the group is seasonal.",
          resolve: (g) => g.group.bannerTitle,
        }),
        bannerSubtitle: t.string({
          description: "The banner's large line under the title; may be empty.",
          resolve: (g) => g.group.bannerSubtitle,
        }),
        bannerPicture: t.string({
          description: "The banner's picture: one the customer app carries (snowflake), or '' for none.",
          resolve: (g) => g.group.bannerPicture,
        }),
        version: t.exposeInt('version'),
        productIds: t.intList({
          description: 'Its products, in the order customers see them.',
          resolve: (g) => {
            const priority = new Map(g.draft.tables.products.map((p) => [p.id, p.priority]));
            const names = new Map(g.draft.tables.products.map((p) => [p.id, p.name]));
            return g.draft.tables.productGroupProducts
              .filter((l) => l.groupId === g.group.id)
              .map((l) => l.productId)
              .sort(
                (a, b) =>
                  (priority.get(a) ?? Infinity) - (priority.get(b) ?? Infinity) ||
                  (names.get(a) ?? '').localeCompare(names.get(b) ?? ''),
              );
          },
        }),
        childOrderVersion: t.int({
          description: 'The version reorderMenuGroups must name for its subgroups.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('groupOrder', g.group.id)),
        }),
        productOrderVersion: t.int({
          description: 'The version reorderMenuProducts must name for its products.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('productOrder', g.group.id)),
        }),
      }),
    });

  type ProductPart<K extends keyof MenuProductDraft> = MenuProductDraft[K] extends (infer E)[] ? E : never;
  const ProductSizeChoiceRef = builder.objectRef<ProductPart<'sizes'>>('MenuProductSize').implement({
    fields: (t) => ({ sizeId: t.exposeInt('sizeId'), isDefault: t.exposeBoolean('isDefault') }),
  });
  const ProductVersionChoiceRef = builder.objectRef<ProductPart<'versions'>>('MenuProductVersion').implement({
    fields: (t) => ({
      id: t.exposeInt('id', { nullable: true }),
      name: t.exposeString('name'),
      priceDeltaCents: t.exposeInt('priceDeltaCents'),
    }),
  });
  const ProductModifierGroupChoiceRef = builder
    .objectRef<ProductPart<'modifierGroups'>>('MenuProductModifierGroup')
    .implement({
      fields: (t) => ({
        modifierGroupId: t.exposeInt('modifierGroupId'),
        defaultModifierId: t.exposeInt('defaultModifierId', { nullable: true }),
      }),
    });
  const ProductModifierScaleChoiceRef = builder
    .objectRef<ProductPart<'modifierScales'>>('MenuProductModifierScale')
    .implement({
      fields: (t) => ({
        modifierScaleId: t.exposeInt('modifierScaleId'),
        defaultModifierId: t.exposeInt('defaultModifierId'),
      }),
    });
  const ProductVisibilityChoiceRef = builder
    .objectRef<ProductPart<'visibility'>>('MenuProductVisibility')
    .implement({
      fields: (t) => ({
        storeId: t.exposeInt('storeId', { nullable: true }),
        regionId: t.exposeInt('regionId', { nullable: true }),
        isVisibleOnlineOrdering: t.exposeBoolean('isVisibleOnlineOrdering'),
      }),
    });

  const DraftProductRef = builder.objectRef<DraftProduct>('MenuDraftProduct').implement({
    description: 'A product of the draft menu as the product editor shows it, with the version a save names.',
    fields: (t) => ({
      version: t.exposeInt('version'),
      id: t.int({ resolve: (p) => p.product.id }),
      name: t.string({ resolve: (p) => p.product.name }),
      ticketName: t.string({ resolve: (p) => p.product.ticketName }),
      description: t.string({ resolve: (p) => p.product.description }),
      icon: t.string({ resolve: (p) => p.product.icon }),
      image: t.string({ resolve: (p) => p.product.image }),
      autoModify: t.boolean({ resolve: (p) => p.product.autoModify }),
      ingredients: t.field({ type: [menu.Ingredient], resolve: (p) => p.product.ingredients }),
      nutrition: t.field({ type: menu.Nutrition, resolve: (p) => p.product.nutrition }),
      allergens: t.stringList({ resolve: (p) => p.product.allergens }),
      groupIds: t.intList({ resolve: (p) => p.product.groupIds }),
      sizes: t.field({ type: [ProductSizeChoiceRef], resolve: (p) => p.product.sizes }),
      versions: t.field({ type: [ProductVersionChoiceRef], resolve: (p) => p.product.versions }),
      modifierGroups: t.field({
        type: [ProductModifierGroupChoiceRef],
        resolve: (p) => p.product.modifierGroups,
      }),
      modifierScales: t.field({
        type: [ProductModifierScaleChoiceRef],
        resolve: (p) => p.product.modifierScales,
      }),
      visibility: t.field({ type: [ProductVisibilityChoiceRef], resolve: (p) => p.product.visibility }),
    }),
  });

  const MenuDraftRef = builder.objectRef<DraftView>('MenuDraft').implement({
    description: 'The next menu as the back office edits it, and what publishing it will change.',
    fields: (t) => ({
      version: t.int({
        description: 'Bumped by every edit; publishMenu names the version the person reviewed.',
        resolve: (v) => v.draft.version,
      }),
      updatedAt: t.string({ nullable: true, resolve: (v) => v.draft.updatedAt?.toISOString() ?? null }),
      updatedBy: t.string({ nullable: true, resolve: (v) => v.draft.updatedBy }),
      topLevelOrderVersion: t.int({
        description: 'The version reorderMenuGroups must name for the top-level groups (parentId 0).',
        resolve: (v) => versionOf(v.draft, draftEntityKey('groupOrder', 0)),
      }),
      groups: t.field({
        type: [DraftGroupRef],
        description: 'Every group, hidden ones too, by parent then order.',
        resolve: (v) =>
          [...v.draft.tables.productGroups]
            .sort((a, b) => (a.priority ?? Infinity) - (b.priority ?? Infinity) || a.id - b.id)
            .flatMap((g) => {
              const found = draftGroupOf(v.draft, g.id);
              return found ? [{ ...found, draft: v.draft }] : [];
            }),
      }),
      products: t.field({
        type: [DraftProductRef],
        resolve: (v) => v.draft.tables.products.flatMap((p) => draftProductOf(v.draft, p.id) ?? []),
      }),
      sizes: t.field({
        type: [MenuSizeRef],
        resolve: (v) =>
          [...v.draft.tables.sizes]
            .sort((a, b) => a.priority - b.priority)
            .map((size) => ({ size, draft: v.draft })),
      }),
      modifierGroups: t.field({
        type: [MenuModifierGroupRef],
        resolve: (v) =>
          [...v.draft.tables.modifierGroups]
            .sort((a, b) => a.priority - b.priority)
            .map((group) => ({ group, draft: v.draft })),
      }),
      modifierScales: t.field({
        type: [MenuModifierScaleRef],
        resolve: (v) =>
          [...v.draft.tables.modifierScales]
            .sort((a, b) => a.priority - b.priority)
            .map((scale) => ({ scale, draft: v.draft })),
      }),
      regions: t.field({ type: [MenuRegionRef], resolve: (v) => v.live.regions }),
      changes: t.field({
        type: [MenuChangeRef],
        description: 'What publishing will change for customers.',
        resolve: (v) => menuDraftChanges(v.live, v.draft.tables),
      }),
      problems: t.field({
        type: [MenuProblemRef],
        description: 'What stops the draft from being published; empty when it can be.',
        resolve: (v) => menuDraftProblems(v.draft.tables),
      }),
    }),
  });

  const MenuPublicationRef = builder.objectRef<MenuPublication>('MenuPublication').implement({
    fields: (t) => ({
      version: t.exposeInt('version'),
      changes: t.field({ type: [MenuChangeRef], resolve: (p) => p.changes }),
      pricesWritten: t.exposeInt('pricesWritten'),
    }),
  });

  const SizeChoiceInput = builder.inputType('MenuProductSizeInput', {
    fields: (t) => ({ sizeId: t.int({ required: true }), isDefault: t.boolean({ required: true }) }),
  });
  const VersionChoiceInput = builder.inputType('MenuProductVersionInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new version.' }),
      name: t.string({ required: true }),
      priceDeltaCents: t.int({ required: true }),
    }),
  });
  const ModifierGroupChoiceInput = builder.inputType('MenuProductModifierGroupInput', {
    fields: (t) => ({ modifierGroupId: t.int({ required: true }), defaultModifierId: t.int() }),
  });
  const ModifierScaleChoiceInput = builder.inputType('MenuProductModifierScaleInput', {
    fields: (t) => ({
      modifierScaleId: t.int({ required: true }),
      defaultModifierId: t.int({ required: true }),
    }),
  });
  const VisibilityInput = builder.inputType('MenuProductVisibilityInput', {
    fields: (t) => ({
      storeId: t.int(),
      regionId: t.int(),
      isVisibleOnlineOrdering: t.boolean({ required: true }),
    }),
  });
  const IngredientInput = builder.inputType('MenuIngredientInput', {
    fields: (t) => ({
      groupId: t.int({ required: true }),
      componentId: t.int({ required: true }),
      name: t.string({ required: true }),
    }),
  });
  const NutritionInput = builder.inputType('MenuNutritionInput', {
    fields: (t) => ({
      calories: t.int({ required: true }),
      fatGrams: t.float({ required: true }),
      carbohydrateGrams: t.float({ required: true }),
      proteinGrams: t.float({ required: true }),
      caffeineMg: t.int({ required: true }),
      sugarGrams: t.float({ required: true }),
    }),
  });
  const ProductInput = builder.inputType('MenuProductInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new product.' }),
      name: t.string({ required: true }),
      ticketName: t.string({ required: true }),
      description: t.string({ required: true }),
      icon: t.string({ required: true }),
      image: t.string({ required: true, description: 'The picture: an art name or a URL.' }),
      autoModify: t.boolean({ required: true }),
      ingredients: t.field({ type: [IngredientInput], required: true }),
      nutrition: t.field({ type: NutritionInput, required: true }),
      allergens: t.stringList({ required: true }),
      groupIds: t.intList({ required: true }),
      sizes: t.field({ type: [SizeChoiceInput], required: true }),
      versions: t.field({ type: [VersionChoiceInput], required: true }),
      modifierGroups: t.field({ type: [ModifierGroupChoiceInput], required: true }),
      modifierScales: t.field({ type: [ModifierScaleChoiceInput], required: true }),
      visibility: t.field({ type: [VisibilityInput], required: true }),
    }),
  });
  const GroupInput = builder.inputType('MenuGroupInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new group.' }),
      parentId: t.int({ required: true, description: '0 for a top-level group.' }),
      name: t.string({ required: true }),
      isVisible: t.boolean({ required: true }),
      image: t.string({ required: true }),
      isSeasonal: t.boolean({ description: 'Left out: the group keeps what it has (a new group: false).' }),
      bannerTitle: t.string({ description: 'Left out: the group keeps its own.' }),
      bannerSubtitle: t.string({ description: 'Left out: the group keeps its own.' }),
      bannerPicture: t.string({ description: "Left out: the group keeps its own. '' for none." }),
    }),
  });

  builder.queryFields((t) => ({
    menuDraft: t.field({
      type: MenuDraftRef,
      description: 'The draft menu (the live menu while nobody has edited it).',
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'menu.edit');
        return draftView(ctx);
      },
    }),
    menuDraftProduct: t.field({
      type: DraftProductRef,
      nullable: true,
      args: { productId: t.arg.int({ required: true }) },
      resolve: async (_root, { productId }, ctx) => {
        await requireStaff(ctx, 'menu.edit');
        return draftProductOf(await readMenuDraft(ctx.db), productId);
      },
    }),
    menuDraftPreview: t.field({
      type: menu.Product,
      nullable: true,
      description: "A draft product as the customer's product page will show it once published.",
      args: { productId: t.arg.int({ required: true }) },
      resolve: async (_root, { productId }, ctx) => {
        await requireStaff(ctx, 'menu.edit');
        const draft = await readMenuDraft(ctx.db);
        return buildProductDetail(draft.tables, productId);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    saveMenuProduct: t.field({
      type: DraftProductRef,
      description:
        'Adds a product to the draft (id null) or replaces it; expectedVersion is required for an existing one.',
      args: { product: t.arg({ type: ProductInput, required: true }), expectedVersion: t.arg.int() },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        const { product } = args;
        const draft: MenuProductDraft = {
          ...product,
          id: product.id ?? null,
          versions: product.versions.map((v) => ({ ...v, id: v.id ?? null })),
          modifierGroups: product.modifierGroups.map((g) => ({
            ...g,
            defaultModifierId: g.defaultModifierId ?? null,
          })),
          visibility: product.visibility.map((v) => ({
            storeId: v.storeId ?? null,
            regionId: v.regionId ?? null,
            isVisibleOnlineOrdering: v.isVisibleOnlineOrdering,
          })),
        };
        return valueOf(
          await saveDraftProduct(ctx.db, auditActorOf(staff), draft, args.expectedVersion, ctx.now()),
        );
      },
    }),
    removeMenuProduct: t.boolean({
      args: { productId: t.arg.int({ required: true }), expectedVersion: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        return valueOf(
          await removeDraftProduct(
            ctx.db,
            auditActorOf(staff),
            args.productId,
            args.expectedVersion,
            ctx.now(),
          ),
        );
      },
    }),
    saveMenuGroup: t.field({
      type: DraftGroupRef,
      args: { group: t.arg({ type: GroupInput, required: true }), expectedVersion: t.arg.int() },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        const { isSeasonal, bannerTitle, bannerSubtitle, bannerPicture, ...rest } = args.group;
        const group = {
          ...rest,
          id: rest.id ?? null,
          // GraphQL's null and a field left out both keep the group's own.
          ...(isSeasonal == null ? {} : { isSeasonal }),
          ...(bannerTitle == null ? {} : { bannerTitle }),
          ...(bannerSubtitle == null ? {} : { bannerSubtitle }),
          ...(bannerPicture == null ? {} : { bannerPicture }),
        };
        const saved = valueOf(
          await saveDraftGroup(ctx.db, auditActorOf(staff), group, args.expectedVersion, ctx.now()),
        );
        return { ...saved, draft: await readMenuDraft(ctx.db) };
      },
    }),
    removeMenuGroup: t.boolean({
      args: { groupId: t.arg.int({ required: true }), expectedVersion: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        return valueOf(
          await removeDraftGroup(ctx.db, auditActorOf(staff), args.groupId, args.expectedVersion, ctx.now()),
        );
      },
    }),
    reorderMenuGroups: t.intList({
      description: 'Puts the subgroups of parentId (0: the top level) in the order given; returns it.',
      args: {
        parentId: t.arg.int({ required: true }),
        groupIds: t.arg.intList({ required: true }),
        expectedVersion: t.arg.int({ required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        return valueOf(
          await reorderDraftGroups(
            ctx.db,
            auditActorOf(staff),
            args.parentId,
            args.groupIds,
            args.expectedVersion,
            ctx.now(),
          ),
        );
      },
    }),
    reorderMenuProducts: t.intList({
      description: "Puts a group's products in the order given; returns it.",
      args: {
        groupId: t.arg.int({ required: true }),
        productIds: t.arg.intList({ required: true }),
        expectedVersion: t.arg.int({ required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        return valueOf(
          await reorderDraftProducts(
            ctx.db,
            auditActorOf(staff),
            args.groupId,
            args.productIds,
            args.expectedVersion,
            ctx.now(),
          ),
        );
      },
    }),
    discardMenuDraft: t.int({
      description: 'Throws the draft away (it becomes the live menu again); returns the draft version.',
      resolve: async (_root, _args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        return discardMenuDraft(ctx.db, auditActorOf(staff), ctx.now());
      },
    }),
    publishMenu: t.field({
      type: MenuPublicationRef,
      description:
        'Makes the draft menu and the pending price changes what customers get, on every server. ' +
        'expectedDraftVersion is the draft version the person reviewed.',
      args: { expectedDraftVersion: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'menu.publish');
        const outcome = await publishMenu(ctx.db, auditActorOf(staff), ctx.now(), {
          expectedDraftVersion: args.expectedDraftVersion,
        });
        if (!outcome.ok) refuse(outcome);
        // This server serves the new menu before answering; the others hear of it (Redis).
        await ctx.menu.refresh(outcome.value.version, 'here');
        return outcome.value;
      },
    }),
  }));
  return { MenuSizeRef, MenuModifierGroupRef, MenuModifierScaleRef };
}
