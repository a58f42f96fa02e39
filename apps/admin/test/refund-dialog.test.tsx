// Refunding an order: an amount the domain cannot read (or none left to take) and a missing reason are
// named at once and nothing is sent; the refund goes in cents with the reason and the dialog's one
// request key, also on a retry; the server's refusal is shown in its words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefundDialog, type RefundedOrder } from '../src/features/orders/refund-dialog.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh, tick } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const ORDER = { id: 'order-1', number: '4F2A', refundableCents: 900, paidCents: 1200 };

function renderDialog(onRefunded = vi.fn()) {
  render(
    <WithClient>
      <RefundDialog order={ORDER} onClose={vi.fn()} onRefunded={onRefunded} />
    </WithClient>,
  );
  return onRefunded;
}
const dialog = () => screen.getByRole('dialog', { name: 'Refund order #4F2A' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const refund = () => fireEvent.click(within(dialog()).getByRole('button', { name: /^Refund/ }));

startEachTestAfresh();

describe('RefundDialog', () => {
  it('names an unreadable amount and a missing reason at once, and sends nothing', async () => {
    const calls = stubGraphQL({});
    renderDialog();
    type('Amount to refund', 'four');
    refund();
    expect(
      within(dialog()).getByText('Please enter an amount in dollars and cents, for example 10.00.'),
    ).toBeTruthy();
    expect(
      within(dialog()).getByText('Please give a reason for the refund (3 to 300 characters).'),
    ).toBeTruthy();
    expect(within(dialog()).getByLabelText('Amount to refund').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(calls).toEqual([]);
    type('Amount to refund', '9.50');
    expect(within(dialog()).getByText('At most $9.00 can still be refunded.')).toBeTruthy();
    type('Amount to refund', '0');
    expect(within(dialog()).getByText('Enter an amount above $0.00.')).toBeTruthy();
  });

  it('refunds the amount in cents with the reason, and hands the order back', async () => {
    const calls = stubGraphQL({
      RefundOrderPart: () => ({ refundOrderPart: { ...ORDER, refundableCents: 450 } }),
    });
    const onRefunded = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Half' }));
    type('Reason', 'Second latte was cold');
    expect(within(dialog()).getByRole('button', { name: /^Refund/ }).textContent).toBe('Refund $4.50');
    refund();
    await waitFor(() =>
      expect(onRefunded).toHaveBeenCalledWith(
        expect.objectContaining<Partial<RefundedOrder>>({ refundableCents: 450 }),
        450,
      ),
    );
    const sent = callsOf(calls, 'RefundOrderPart')[0]?.variables;
    expect(sent).toMatchObject({ orderId: 'order-1', amountCents: 450, reason: 'Second latte was cold' });
    expect(String(sent?.['requestKey'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal in its words, and retries with the same request key', async () => {
    let attempts = 0;
    const refusedThenRefunded: Handler = () => {
      attempts += 1;
      return attempts === 1
        ? failure('INVALID_ORDER', 'The card provider did not answer; nothing was refunded. Try again.')
        : { refundOrderPart: { ...ORDER, refundableCents: 0 } };
    };
    const calls = stubGraphQL({ RefundOrderPart: refusedThenRefunded });
    const onRefunded = renderDialog();
    type('Reason', 'Wrong order');
    refund();
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'The card provider did not answer; nothing was refunded. Try again.',
      ),
    );
    refund();
    await waitFor(() => expect(onRefunded).toHaveBeenCalledOnce());
    const keys = callsOf(calls, 'RefundOrderPart').map((call) => call.variables['requestKey']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
