// storeTerminals and terminalCredentials, pairing a board and revoking a credential
// (terminals.manage, for the store).
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { pairTerminal, revokeTerminal, storeCredentials, storeTerminals } from './terminal-admin-service.ts';
import type { addStoreTerminalTypes } from './store-terminal-schema.ts';

type TerminalRefs = ReturnType<typeof addStoreTerminalTypes>;

export function addTerminalAdminQueries(
  builder: Builder,
  { StoreTerminal, TerminalCredential }: TerminalRefs,
): void {
  builder.queryFields((t) => ({
    storeTerminals: t.field({
      type: [StoreTerminal],
      description: "The store's counter and drive-thru terminals with their live connection.",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => {
        await requireStaff(ctx, 'terminals.manage', storeId);
        return storeTerminals(ctx.db, storeId);
      },
    }),
    terminalCredentials: t.field({
      type: [TerminalCredential],
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => {
        await requireStaff(ctx, 'terminals.manage', storeId);
        return storeCredentials(ctx.db, storeId, ctx.now());
      },
    }),
  }));
}

export function addTerminalAdminMutations(
  builder: Builder,
  { PairingCode, TerminalCredential }: TerminalRefs,
): void {
  builder.mutationFields((t) => ({
    pairTerminal: t.field({
      type: PairingCode,
      description: 'A one-time code (10 minutes) that pairs a board with the terminal.',
      args: { storeId: t.arg.int({ required: true }), termId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId, termId }, ctx) => {
        const staff = await requireStaff(ctx, 'terminals.manage', storeId);
        return pairTerminal(ctx.db, auditActorOf(staff), storeId, termId, ctx.now());
      },
    }),
    revokeTerminalCredential: t.field({
      type: TerminalCredential,
      description: 'Signs the board out for good: its next request is refused.',
      args: { storeId: t.arg.int({ required: true }), credentialId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId, credentialId }, ctx) => {
        const staff = await requireStaff(ctx, 'terminals.manage', storeId);
        return revokeTerminal(ctx.db, auditActorOf(staff), storeId, credentialId, ctx.now());
      },
    }),
  }));
}
