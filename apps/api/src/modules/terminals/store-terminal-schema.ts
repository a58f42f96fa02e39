// A store's terminals with their live connection, its board credentials, and a pairing code.
import { storedTerminalStatus } from '@brewline/domain/store-hours/pickup';
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import {
  CREDENTIAL_STATES,
  TERMINAL_NAMES,
  type CredentialView,
  type StoreTerminalView,
} from './terminal-admin-service.ts';

export function addStoreTerminalTypes(builder: Builder, enums: Pick<ClosedSetEnums, 'TerminalStatus'>) {
  const CredentialState = builder.enumType('TerminalCredentialState', {
    description:
      "A board credential's state: waiting for its pairing code, the code expired, paired, or revoked.",
    values: CREDENTIAL_STATES,
  });
  const StoreTerminal = builder.objectRef<StoreTerminalView>('StoreTerminal').implement({
    fields: (t) => ({
      termId: t.exposeInt('termId', { description: '2 = counter (in store, parking lot), 3 = drive-thru.' }),
      name: t.exposeString('name'),
      status: t.field({ type: enums.TerminalStatus, resolve: (v) => storedTerminalStatus(v.status) }),
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
      state: t.field({ type: CredentialState, resolve: (v) => v.state }),
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
