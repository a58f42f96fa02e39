// The back office's editors for what products choose from, over GraphQL (decision 009): sizes,
// modifier groups with their modifiers, modifier scales with their steps. Each type lives in a file
// of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { addMenuAdminSchema } from './menu-admin-schema.ts';
import { addMenuOptionInputs } from './menu-option-inputs-schema.ts';
import {
  addMenuModifierGroupMutations,
  addMenuModifierScaleMutations,
  addMenuSizeMutations,
} from './menu-option-mutations-schema.ts';

export function addMenuOptionAdminSchema(
  builder: Builder,
  refs: ReturnType<typeof addMenuAdminSchema>,
): void {
  const inputs = addMenuOptionInputs(builder);
  addMenuSizeMutations(builder, refs, inputs);
  addMenuModifierGroupMutations(builder, refs, inputs);
  addMenuModifierScaleMutations(builder, refs, inputs);
}
