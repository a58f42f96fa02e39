// The back office's edits of the draft menu's products and groups. Each names the version it started
// from (EDIT_CONFLICT otherwise) and needs menu.edit.
import { type MenuProductDraft } from '@brewline/domain/menu/menu-draft';
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { readMenuDraft } from './menu-draft-repository.ts';
import {
  removeDraftGroup,
  removeDraftProduct,
  reorderDraftGroups,
  reorderDraftProducts,
  saveDraftGroup,
  saveDraftProduct,
} from './menu-draft-service.ts';
import { valueOf } from './menu-edit-answers.ts';
import type { addMenuDraftGroupType } from './menu-draft-group-schema.ts';
import type { addMenuDraftProductType } from './menu-draft-product-schema.ts';
import type { addMenuGroupInput, addMenuProductInput } from './menu-admin-inputs-schema.ts';

export function addMenuProductMutations(
  builder: Builder,
  DraftProductRef: ReturnType<typeof addMenuDraftProductType>,
  ProductInput: ReturnType<typeof addMenuProductInput>,
): void {
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
  }));
}

export function addMenuGroupMutations(
  builder: Builder,
  DraftGroupRef: ReturnType<typeof addMenuDraftGroupType>,
  GroupInput: ReturnType<typeof addMenuGroupInput>,
): void {
  builder.mutationFields((t) => ({
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
  }));
}
