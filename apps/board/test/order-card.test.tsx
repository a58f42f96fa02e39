// The order card: who and how, how long it has waited, the drink in make order, and one button per
// next step the server offers (plus Refund on every open order).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderCard } from '../src/features/orders/order-card.tsx';
import { makeOrder } from './support/orders.ts';

afterEach(cleanup);

const placedPlus = (minutes: number) => new Date(Date.parse('2026-05-01T14:05:00.000Z') + minutes * 60_000);

function renderCard(props: Partial<Parameters<typeof OrderCard>[0]> = {}) {
  const onStep = vi.fn();
  const onRefund = vi.fn();
  render(
    <OrderCard
      order={makeOrder()}
      now={placedPlus(4)}
      timeZone="America/Phoenix"
      onStep={onStep}
      onRefund={onRefund}
      {...props}
    />,
  );
  return { onStep, onRefund, card: screen.getByRole('article') };
}

describe('OrderCard', () => {
  it('shows the id, pickup name, method and how long the order has waited', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { name: /Ada.*#a1b2c3d4e5f6/ })).toBeTruthy();
    expect(within(card).getByText('In Store')).toBeTruthy();
    expect(within(card).getByText('4 min')).toBeTruthy();
    expect(within(card).getByText('New')).toBeTruthy();
  });

  it('reads the vehicle as Color Make Model for a parking-lot order', () => {
    const { card } = renderCard({
      order: makeOrder({
        pickupLocation: 'PARKING_LOT',
        car: { color: 'Red', make: 'Toyota', model: 'Camry' },
      }),
    });
    expect(card.textContent).toContain('Parking Lot · Red Toyota Camry');
  });

  it('shows a scheduled time in the store time zone', () => {
    const { card } = renderCard({
      order: makeOrder({ status: 'ORDER_SCHEDULED', time: '2026-05-01T15:30:00.000Z' }),
    });
    // 15:30 UTC is 8:30 AM in Phoenix (no daylight saving), whatever zone the test machine is in.
    expect(within(card).getByText('Scheduled for 8:30 AM')).toBeTruthy();
    expect(within(card).getByText('Scheduled')).toBeTruthy();
  });

  it("counts a sent scheduled order from the server's make time, not from when it was placed hours before", () => {
    const { card } = renderCard({
      // Placed at 14:05 for a 17:00 pickup at a store with 4 make minutes: it reached the bar at
      // 16:56 (the server's makeTime), three minutes ago; a fixed 10 minutes would say 9.
      order: makeOrder({
        status: 'ORDER_SENT',
        time: '2026-05-01T17:00:00.000Z',
        makeTime: '2026-05-01T16:56:00.000Z',
      }),
      now: new Date('2026-05-01T16:59:00.000Z'),
    });
    expect(within(card).getByText('3 min')).toBeTruthy();
    expect(card.querySelector('.text-red-700')).toBeNull();
  });

  it('lists each item with quantity, then size and version, then the modifiers in the order given', () => {
    const { card } = renderCard();
    const items = within(card).getByRole('list', { name: 'Items' });
    const latte = within(items).getAllByRole('listitem')[0];
    if (!latte) throw new Error('no first item');
    expect(within(latte).getByLabelText('Quantity 2').textContent).toBe('2×');
    const lines = [...latte.querySelectorAll('p, li')].map((el) => el.textContent);
    expect(lines).toEqual(['Caffè Latte', 'Grande · Iced', 'Oatmilk', 'Vanilla Syrup ×2']);
    // A line without size or version shows no empty build line.
    const croissant = within(items)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Butter Croissant'));
    expect(croissant?.querySelectorAll('p')).toHaveLength(1);
  });

  it.each<[OrderStatus[], string[]]>([
    [['ORDER_RECEIVED'], ['Received']],
    [['ORDER_READY'], ['Ready']],
    [['ORDER_COMPLETE'], ['Complete']],
    [['ORDER_READY', 'ORDER_REFUND_REQUESTED', 'ORDER_ERROR'], ['Ready']],
    [[], []],
  ])('offers a button per next status %j', (nextStatuses, labels) => {
    const { card } = renderCard({ order: makeOrder({ nextStatuses }) });
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual([...labels, 'Refund']);
  });

  it('calls back with the status of the pressed step, and for a refund', () => {
    const { onStep, onRefund, card } = renderCard({ order: makeOrder({ nextStatuses: ['ORDER_READY'] }) });
    fireEvent.click(within(card).getByRole('button', { name: 'Ready' }));
    expect(onStep).toHaveBeenCalledWith('ORDER_READY');
    fireEvent.click(within(card).getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledOnce();
  });

  it('disables its buttons while a call is out and shows the failure', () => {
    const { card } = renderCard({ busy: true, error: 'That order has already moved on.' });
    for (const button of within(card).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByRole('alert').textContent).toBe('That order has already moved on.');
  });

  it('flags a long wait and marks a fresh order as new', () => {
    const { card } = renderCard({ now: placedPlus(72), fresh: true });
    expect(within(card).getByText('1 h 12 min')).toBeTruthy();
    expect(within(card).getByText('Just arrived')).toBeTruthy();
    expect(card.getAttribute('data-fresh')).toBe('true');
  });
});
