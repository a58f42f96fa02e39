// Orders written straight into the tables with figures chosen by the test, for the reports: where and
// when each was placed, what became of it, and its lines, so each report's answer is known beforehand.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { orderItems, orders, type OrderItemModifier } from '../../src/db/schema/orders.ts';

export interface KnownLine {
  productId: number;
  productName: string;
  quantity: number;
  priceCents: number;
  discountCents?: number;
  modifiers?: OrderItemModifier[];
}

export interface KnownOrder {
  storeId: number;
  status: string;
  pickupLocation: 'IN_STORE' | 'DRIVE_THRU' | 'PARKING_LOT';
  placedAt: string;
  taxCents: number;
  lines: KnownLine[];
}

/** Writes the order and its lines: subtotal the lines' sum, total less the reward plus the tax, as placing does. */
export async function insertKnownOrder(db: Db, order: KnownOrder): Promise<string> {
  const id = randomUUID();
  const subtotal = order.lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discount = order.lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const placedAt = new Date(order.placedAt);
  await db.insert(orders).values({
    id,
    cartId: randomUUID(),
    storeId: order.storeId,
    status: order.status,
    pickupLocation: order.pickupLocation,
    pickupName: 'Ada',
    phone: '6025550134',
    subtotalCents: subtotal,
    taxCents: order.taxCents,
    totalCents: subtotal - discount + order.taxCents,
    rewardDiscountCents: discount,
    taxRateMicros: 86_000,
    placedAt,
    statusChangedAt: placedAt,
  });
  await db.insert(orderItems).values(
    order.lines.map((line, index) => ({
      orderId: id,
      lineNo: index + 1,
      productId: line.productId,
      productName: line.productName,
      ticketName: line.productName,
      image: '',
      sizeId: 3,
      sizeName: 'Grande',
      quantity: line.quantity,
      unitPriceCents: Math.round(line.priceCents / line.quantity),
      priceCents: line.priceCents,
      taxCents: 0,
      discountCents: line.discountCents ?? 0,
      modifiers: line.modifiers ?? [],
    })),
  );
  return id;
}
