// Who may read an order's details: the browser that placed it, by the secret
// the server gave it at placement, and the member who placed it. An order id alone (a shared link,
// a screenshot of the address bar) shows nothing.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { OrderRecord } from '../order-repository.ts';

/** 24 random bytes, URL-safe: what the placing browser keeps with the order. */
export function newViewerKey(): string {
  return randomBytes(24).toString('base64url');
}

function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether this caller may see the order's details. */
export function mayViewOrder(
  order: Pick<OrderRecord, 'appUserId' | 'viewerKey'>,
  caller: { memberId: string | null; viewerKey: string | null },
): boolean {
  if (caller.memberId !== null && order.appUserId === caller.memberId) return true;
  return order.viewerKey !== null && caller.viewerKey !== null && sameKey(order.viewerKey, caller.viewerKey);
}
