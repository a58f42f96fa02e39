// How the server tells a store board that its live connection ends for good: its credential was
// revoked. The board shows its pairing screen instead of reconnecting. 4403 is graphql-ws's
// "Forbidden"; the board's client, not the library, decides not to retry it.
export const TERMINAL_REVOKED_CLOSE_CODE = 4403;
export const TERMINAL_REVOKED_CLOSE_REASON = 'Terminal revoked';
