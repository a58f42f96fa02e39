// The back office's menu reads: the draft, one draft product, and a draft product's preview as
// customers will see it. Each needs menu.edit.
import { buildProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { Builder } from '../../graphql/builder.ts';
import type { addMenuSchema } from './menu-schema.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { readMenuDraft } from './menu-draft-repository.ts';
import { draftProductOf } from './menu-draft-service.ts';
import { draftView } from './menu-draft-schema.ts';
import type { addMenuDraftType } from './menu-draft-schema.ts';
import type { addMenuDraftProductType } from './menu-draft-product-schema.ts';

type MenuRefs = ReturnType<typeof addMenuSchema>;

interface QueryRefs {
  MenuDraftRef: ReturnType<typeof addMenuDraftType>;
  DraftProductRef: ReturnType<typeof addMenuDraftProductType>;
}

export function addMenuAdminQueries(builder: Builder, menu: MenuRefs, refs: QueryRefs) {
  const { MenuDraftRef, DraftProductRef } = refs;
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
}
