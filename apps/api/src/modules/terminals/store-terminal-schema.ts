// A store's terminals with their live connection, its board credentials, and a pairing code.
import type { Builder } from '../../graphql/builder.ts';
import { TERMINAL_NAMES, type CredentialView, type StoreTerminalView } from './terminal-admin-service.ts';

export function addStoreTerminalTypes(builder: Builder) {
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
  return { StoreTerminal, TerminalCredential, PairingCode };
}
