// Terminals and boards in the back office (terminals.manage, for the store): each terminal's live
// connection, the store's board credentials, pairing a board with a one-time code, and revoking one.
// The page polls storeTerminals for the live view; a terminal's status is the one the customer app's
// pickup methods follow (terminal-presence.ts).
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { addStoreTerminalTypes } from './store-terminal-schema.ts';
import { addTerminalAdminMutations, addTerminalAdminQueries } from './terminal-admin-operations-schema.ts';

export function addTerminalAdminSchema(builder: Builder, enums: ClosedSetEnums): void {
  const refs = addStoreTerminalTypes(builder, enums);
  addTerminalAdminQueries(builder, refs);
  addTerminalAdminMutations(builder, refs);
}
