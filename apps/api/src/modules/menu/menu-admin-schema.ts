// The back office's menu over GraphQL (decision 009): the draft (group tree, products with sizes,
// versions, modifiers and visibility), what publishing will change, a product's preview as customers
// will see it, the edits, discarding and publishing. Reading and editing need menu.edit; publishing
// needs menu.publish. Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { addMenuSchema } from './menu-schema.ts';
import { addMenuDraftReviewTypes } from './menu-draft-review-schema.ts';
import { addMenuDraftOptionTypes } from './menu-draft-options-schema.ts';
import { addMenuDraftGroupType } from './menu-draft-group-schema.ts';
import { addMenuDraftProductType } from './menu-draft-product-schema.ts';
import { addMenuDraftType } from './menu-draft-schema.ts';
import { addMenuGroupInput, addMenuProductInput } from './menu-admin-inputs-schema.ts';
import { addMenuAdminQueries } from './menu-admin-queries-schema.ts';
import { addMenuGroupMutations, addMenuProductMutations } from './menu-admin-mutations-schema.ts';
import { addMenuPublishMutations } from './menu-publish-mutations-schema.ts';

type MenuRefs = ReturnType<typeof addMenuSchema>;

export function addMenuAdminSchema(builder: Builder, menu: MenuRefs) {
  const review = addMenuDraftReviewTypes(builder);
  const options = addMenuDraftOptionTypes(builder);
  const DraftGroupRef = addMenuDraftGroupType(builder);
  const DraftProductRef = addMenuDraftProductType(builder, menu);
  const MenuDraftRef = addMenuDraftType(builder, { ...review, ...options, DraftGroupRef, DraftProductRef });
  addMenuAdminQueries(builder, menu, { MenuDraftRef, DraftProductRef });
  addMenuProductMutations(builder, DraftProductRef, addMenuProductInput(builder));
  addMenuGroupMutations(builder, DraftGroupRef, addMenuGroupInput(builder));
  addMenuPublishMutations(builder, review.MenuPublicationRef);
  const { MenuSizeRef, MenuModifierGroupRef, MenuModifierScaleRef } = options;
  return { MenuSizeRef, MenuModifierGroupRef, MenuModifierScaleRef };
}
