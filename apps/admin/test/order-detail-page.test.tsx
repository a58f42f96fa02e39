// The order page around the refund form: its sections show what was bought and paid, the Refund button
// opens the form, and a refund that went through updates what can still be refunded and says so.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '../src/features/orders/order-detail-page.tsx';
import type { RefundedOrder } from '../src/features/orders/refund-dialog.tsx';
import { stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';
import { startEachTestAfresh } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const ORDER: RefundedOrder = {
  id: 'order-1',
  number: '4F2A',
  storeId: 118,
  storeName: 'Brewline Las Vegas Strip',
  storeTimeZone: 'America/Los_Angeles',
  status: 'COMPLETED',
  statusLabel: 'Picked up',
  placedAt: '2026-03-02T12:00:00-08:00',
  scheduledFor: null,
  pickupName: 'Ada',
  pickupLocation: 'IN_STORE',
  email: 'ada@example.com',
  phone: '7025551234',
  memberId: null,
  subtotalCents: 830,
  taxCents: 70,
  totalCents: 900,
  rewardDiscountCents: 0,
  pointsEarned: 0,
  paidCents: 900,
  refundableCents: 900,
  items: [
    {
      lineNo: 1,
      productName: 'Caffè Latte',
      sizeName: 'Grande',
      versionName: null,
      quantity: 2,
      priceCents: 830,
      discountCents: 0,
      modifiers: [],
    },
  ],
  payments: [{ method: 'CREDIT_CARD', label: 'Visa •••• 4242', amountCents: 900 }],
  refunds: [],
  timeline: [],
};

startEachTestAfresh();

describe('OrderDetailPage', () => {
  it('refunds half from the Refund button and says what can still be refunded', async () => {
    stubGraphQL({
      AdminOrder: () => ({ adminOrder: ORDER }),
      RefundOrderPart: () => ({
        refundOrderPart: {
          ...ORDER,
          refundableCents: 450,
          refunds: [
            {
              id: 1,
              amountCents: 450,
              creditCardCents: 450,
              brewlineCardCents: 0,
              reason: 'Second latte was cold',
              by: 'boss@example.com',
              at: '2026-03-02T12:30:00-08:00',
              settled: true,
            },
          ],
        },
      }),
    });
    render(
      <WithClient>
        <OrderDetailPage orderId="order-1" />
      </WithClient>,
    );
    expect(await screen.findByRole('heading', { name: 'Order #4F2A' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('2 × Caffè Latte');
    expect(screen.getByTestId('refundable').textContent).toBe('$9.00');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #4F2A' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Half' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Second latte was cold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $4.50' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Refunded $4.50. $4.50 can still be refunded; the customer gets an e-mail.',
      ),
    );
    expect(screen.getByTestId('refundable').textContent).toBe('$4.50');
    expect(screen.getByRole('list', { name: 'Refunds' }).textContent).toContain('Second latte was cold');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
