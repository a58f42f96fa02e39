// What a card says, apart from its layout: the step buttons, the pickup line, the item lines in the
// order a barista makes the drink.
import { pickupMethodLabel } from '@brewline/domain/store-hours/pickup';
import type { BoardOrder, BoardOrderItem } from './board-order.ts';

/** The steps a board button may take, with their labels; other next statuses have no button. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  ORDER_RECEIVED: 'Received',
  ORDER_READY: 'Ready',
  ORDER_COMPLETE: 'Complete',
};

export interface StepButton {
  readonly status: string;
  readonly label: string;
}

/** One button per next status the server offers that the board knows how to take. */
export function stepButtons(nextStatuses: readonly string[]): StepButton[] {
  return nextStatuses.flatMap((status) => {
    const label = STEP_LABELS[status];
    return label ? [{ status, label }] : [];
  });
}

/** The card's stage badge, in the barista's words (customers see other labels). */
const STAGE_LABELS: Readonly<Record<string, string>> = {
  ORDER_SCHEDULED: 'Scheduled',
  ORDER_SENT: 'New',
  ORDER_RECEIVED: 'Making',
  ORDER_READY: 'Ready',
};

export function stageLabel(status: string): string {
  return STAGE_LABELS[status] ?? status;
}

/** 'Red Toyota Camry' for a parking-lot order; null otherwise. */
export function vehicleText(order: Pick<BoardOrder, 'car'>): string | null {
  const car = order.car;
  if (!car) return null;
  const text = [car.color, car.make, car.model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return text === '' ? null : text;
}

export function pickupText(order: Pick<BoardOrder, 'pickupLocation'>): string {
  return pickupMethodLabel(order.pickupLocation);
}

/**
 * How the drink is made, top to bottom: cup size and version first (they decide the cup and
 * whether it is iced), then the modifiers as the server lists them. The board has only their names,
 * so the make order (milk, shots, syrups, toppings: the menu's modifier-group priority) is the
 * server's to give. 'Grande' and 'Iced' read as one line.
 */
export function itemBuildLine(item: Pick<BoardOrderItem, 'sizeName' | 'versionName'>): string {
  return [item.sizeName, item.versionName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}

/** 'Oatmilk', or 'Vanilla Syrup ×2' when more than one. */
export function modifierText(modifier: { readonly name: string; readonly quantity: number }): string {
  return modifier.quantity > 1 ? `${modifier.name} ×${modifier.quantity}` : modifier.name;
}

/** Drinks and food counted, for the card's corner: '3 items'. */
export function itemCountText(items: readonly Pick<BoardOrderItem, 'quantity'>[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return count === 1 ? '1 item' : `${count} items`;
}
