// The history's page cursor: opaque to clients, it names the last order of the page they have (its
// time placed and id), so the next page starts strictly after it.
import type { HistoryCursor } from './order-history-repository.ts';

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.placedAt.toISOString(), cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeHistoryCursor(text: string): HistoryCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const pair: readonly unknown[] = value;
    const [at, id] = pair;
    if (typeof at !== 'string' || typeof id !== 'string' || id === '' || id.length > 100) return null;
    const placedAt = new Date(at);
    return Number.isNaN(placedAt.getTime()) ? null : { placedAt, id };
  } catch {
    return null;
  }
}
