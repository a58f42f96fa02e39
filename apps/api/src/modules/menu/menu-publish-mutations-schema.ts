// Discarding the draft menu (menu.edit) and publishing it (menu.publish).
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { discardMenuDraft } from './menu-draft-service.ts';
import { refuse } from './menu-edit-answers.ts';
import { publishMenu } from './publish-menu.ts';
import type { addMenuDraftReviewTypes } from './menu-draft-review-schema.ts';

export function addMenuPublishMutations(
  builder: Builder,
  MenuPublicationRef: ReturnType<typeof addMenuDraftReviewTypes>['MenuPublicationRef'],
): void {
  builder.mutationFields((t) => ({
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
}
