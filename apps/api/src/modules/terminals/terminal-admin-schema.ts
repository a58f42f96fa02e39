// Terminals and boards in the back office (terminals.manage, for the store): each terminal's live
// connection, the store's board credentials, pairing a board with a one-time code, and revoking one.
// The page polls storeTerminals for the live view; a terminal's status is the one the customer app's
// pickup methods follow (terminal-presence.ts).
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import {
  pairTerminal,
  revokeTerminal,
  storeCredentials,
  storeTerminals,
  TERMINAL_NAMES,
  type CredentialView,
  type StoreTerminalView,
} from './terminal-admin-service.ts';

export function addTerminalAdminSchema(builder: Builder) {
  const StoreTerminal = builder.objectRef<StoreTerminalView>('StoreTerminal').implement({
    fields: (t) => ({
      termId: t.exposeInt('termId', { description: '2 = counter (in store, parking lot), 3 = drive-thru.' }),
      name: t.exposeString('name'),
      status: t.exposeString('status', { description: 'CONNECTED or DISCONNECTED.' }),
      lastSeenAt: t.string({ nullable: true, resolve: (v) => v.lastSeenAt?.toISOString() ?? null }),
    }),
  });

  const TerminalCredential = builder.objectRef<CredentialView>('TerminalCredential').implement({
    description: "A board's credential for one terminal (never its token nor its code).",
    fields: (t) => ({
      id: t.int({ resolve: (v) => v.record.id }),
      termId: t.int({ resolve: (v) => v.record.termId }),
      terminalName: t.string({
        resolve: (v) => TERMINAL_NAMES[v.record.termId] ?? `Terminal ${v.record.termId}`,
      }),
      state: t.string({
        description: 'WAITING_FOR_CODE, CODE_EXPIRED, PAIRED or REVOKED.',
        resolve: (v) => v.state,
      }),
      createdAt: t.string({ resolve: (v) => v.record.createdAt.toISOString() }),
      pairedAt: t.string({ nullable: true, resolve: (v) => v.record.pairedAt?.toISOString() ?? null }),
      revokedAt: t.string({ nullable: true, resolve: (v) => v.record.revokedAt?.toISOString() ?? null }),
      codeExpiresAt: t.string({
        nullable: true,
        resolve: (v) => v.record.pairingExpiresAt?.toISOString() ?? null,
      }),
    }),
  });

  const PairingCode = builder
    .objectRef<{ id: number; code: string; expiresAt: Date }>('TerminalPairingCode')
    .implement({
      fields: (t) => ({
        credentialId: t.int({ resolve: (p) => p.id }),
        code: t.exposeString('code', {
          description: 'Shown once: typed into /board on the store screen before it expires.',
        }),
        expiresAt: t.string({ resolve: (p) => p.expiresAt.toISOString() }),
      }),
    });

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
