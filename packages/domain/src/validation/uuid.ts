// Ids the browser draws (a session cart, a reward claim) are UUIDs: the server checks their shape
// before it looks anything up, so a malformed id is refused as bad input, not as a database error.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
