// The paired board end to end against a fake connection: orders load oldest first, a live order
// arrives with its cue, a reconnect rereads what was missed, a button moves an order, the 86 list
// toggles a product.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardScreen } from '../src/app/board-screen.tsx';
import type { BoardOrder } from '../src/features/orders/board-order.ts';
import { BoardConnectionProvider } from '../src/lib/board-connection-context.tsx';
import { playNewOrderCue } from '../src/lib/sound-cue.ts';
import { fakeConnection, type FakeConnection } from './support/fake-connection.ts';
import { failure, stubGraphQL, type ApiCall } from '../../../e2e/support/graphql-fetch.ts';
import { makeOrder } from './support/orders.ts';

vi.mock('../src/lib/sound-cue.ts', () => ({
  isSoundSupported: () => true,
  isSoundUnlocked: () => false,
  unlockSound: vi.fn(() => Promise.resolve(true)),
  playNewOrderCue: vi.fn(),
}));

const terminal = { token: 'tok-1', storeId: 118, termId: 2, storeName: 'The Strip' };
const first = makeOrder({
  id: 'o1',
  displayId: 'AAA111',
  pickupName: 'Ada',
  timePlaced: '2026-05-01T14:00:00.000Z',
});
const second = makeOrder({
  id: 'o2',
  displayId: 'BBB222',
  pickupName: 'Grace',
  timePlaced: '2026-05-01T14:02:00.000Z',
});
const third = makeOrder({
  id: 'o3',
  displayId: 'CCC333',
  pickupName: 'Linus',
  timePlaced: '2026-05-01T14:04:00.000Z',
});

let open: BoardOrder[];
let calls: ApiCall[];
let connection: FakeConnection;
let products: { id: number; name: string; available: boolean }[];

beforeEach(() => {
  localStorage.clear();
  open = [second, first];
  products = [
    { id: 301, name: 'Caffè Latte', available: true },
    { id: 401, name: 'Butter Croissant', available: false },
    { id: 302, name: 'Iced Latte', available: true },
  ];
  calls = stubGraphQL({
    BoardSession: () => ({
      boardSession: { storeId: 118, termId: 2, storeName: 'The Strip', city: 'Las Vegas', state: 'NV' },
    }),
    StoreTimeZone: () => ({ store: { storeId: 118, timeZone: 'America/Los_Angeles' } }),
    BoardOrders: () => ({ boardOrders: open }),
    AdvanceOrder: (v) => {
      const order = open.find((o) => o.id === v['orderId']);
      if (!order) return failure('ORDER_NOT_FOUND', 'That order is no longer open.');
      return { advanceOrder: { ...order, status: v['status'], nextStatuses: ['ORDER_READY'] } };
    },
    BoardProducts: () => ({ boardProducts: products }),
    SetProductAvailability: (v) => {
      const product = products.find((p) => p.id === v['productId']);
      return { setProductAvailability: { ...product, available: v['available'] } };
    },
  });
  connection = fakeConnection();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(playNewOrderCue).mockClear();
});

function renderBoard() {
  return render(
    <BoardConnectionProvider connection={connection}>
      <BoardScreen terminal={terminal} />
    </BoardConnectionProvider>,
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Open orders, oldest first' }))
    .getAllByRole('article')
    .map((card) => card.querySelector('h2')?.firstChild?.textContent);

describe('BoardScreen', () => {
  it('names the store and terminal, sends the credential, and lists open orders oldest first', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: /The Strip\s*·\s*Counter/ })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Ada', 'Grace']));
    expect(screen.getByText('Las Vegas, NV · Store 118')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Connection: Connecting…' })).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'StoreTimeZone')?.variables).toEqual({ storeId: 118 });
  });

  it('shows a live order at once, highlighted, with the chime when sound is on', async () => {
    renderBoard();
    await waitFor(() => expect(cardNames()).toEqual(['Ada', 'Grace']));
    act(() => connection.connect());
    expect(screen.getByRole('status', { name: 'Connection: Live' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enable sound' }));
    await screen.findByRole('button', { name: 'Sound on' });
    vi.mocked(playNewOrderCue).mockClear();

    act(() => connection.emit({ boardEvents: { kind: 'ORDER_CREATED', order: third } }));
    expect(cardNames()).toEqual(['Ada', 'Grace', 'Linus']);
    const card = screen.getByRole('article', { name: /Linus/ });
    expect(card.getAttribute('data-fresh')).toBe('true');
    expect(playNewOrderCue).toHaveBeenCalledOnce();
  });

  it('keeps scheduled orders apart, by pickup time in the store zone, until they are sent', async () => {
    const later = makeOrder({
      id: 'o4',
      displayId: 'DDD444',
      pickupName: 'Margaret',
      status: 'ORDER_SCHEDULED',
      nextStatuses: [],
      timePlaced: '2026-05-01T13:00:00.000Z',
      time: '2026-05-01T16:00:00.000Z', // 9:00 AM in Las Vegas
    });
    const sooner = makeOrder({
      id: 'o5',
      displayId: 'EEE555',
      pickupName: 'Barbara',
      status: 'ORDER_SCHEDULED',
      nextStatuses: [],
      timePlaced: '2026-05-01T13:30:00.000Z',
      time: '2026-05-01T15:30:00.000Z', // 8:30 AM
      makeTime: '2026-05-01T15:05:00.000Z', // the store's 25 make minutes before: 8:05 AM
    });
    open = [first, later, sooner];
    renderBoard();
    await waitFor(() => expect(screen.getAllByTestId('upcoming-order')).toHaveLength(2));
    expect(cardNames()).toEqual(['Ada']);
    const upcoming = screen.getByRole('list', { name: 'Upcoming scheduled orders, soonest first' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^8:30 AM pickupBarbara #EEE555In Store · 3 items · to the bar at 8:05 AM/),
      expect.stringMatching(/^9:00 AM pickupMargaret #DDD444/),
    ]);
    act(() => connection.connect());
    fireEvent.click(screen.getByRole('button', { name: 'Enable sound' }));
    await screen.findByRole('button', { name: 'Sound on' });
    vi.mocked(playNewOrderCue).mockClear();

    // Its make time came: the server sent it, and it joins the live list with the chime.
    act(() =>
      connection.emit({
        boardEvents: {
          kind: 'ORDER_UPDATED',
          order: { ...sooner, status: 'ORDER_SENT', nextStatuses: ['ORDER_RECEIVED'] },
        },
      }),
    );
    expect(cardNames()).toEqual(['Ada', 'Barbara']);
    expect(screen.getByRole('article', { name: /Barbara/ }).getAttribute('data-fresh')).toBe('true');
    expect(playNewOrderCue).toHaveBeenCalledOnce();
    expect(screen.getAllByTestId('upcoming-order')).toHaveLength(1);
  });

  it('rereads the orders on reconnect and cues what was missed', async () => {
    renderBoard();
    await waitFor(() => expect(cardNames()).toEqual(['Ada', 'Grace']));
    act(() => connection.setStatus('reconnecting'));
    expect(screen.getByRole('alert').textContent).toMatch(/Connection lost/);

    open = [first, second, third];
    const readsBefore = calls.filter((c) => c.operationName === 'BoardOrders').length;
    act(() => connection.connect());
    await waitFor(() => expect(cardNames()).toEqual(['Ada', 'Grace', 'Linus']));
    expect(calls.filter((c) => c.operationName === 'BoardOrders').length).toBe(readsBefore + 1);
    expect(screen.getByRole('article', { name: /Linus/ }).getAttribute('data-fresh')).toBe('true');
    expect(screen.queryByText(/Connection lost/)).toBeNull();
  });

  it('moves an order with its step button and removes an order the stream completes', async () => {
    renderBoard();
    const ada = await screen.findByRole('article', { name: /Ada/ });
    fireEvent.click(within(ada).getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(within(ada).getByRole('button', { name: 'Ready' })).toBeTruthy());
    expect(within(ada).getByText('Making')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdvanceOrder')).toMatchObject({
      variables: { orderId: 'o1', status: 'ORDER_RECEIVED' },
      authorization: null,
    });

    act(() =>
      connection.emit({
        boardEvents: {
          kind: 'ORDER_UPDATED',
          order: { ...second, status: 'ORDER_COMPLETE', nextStatuses: [] },
        },
      }),
    );
    expect(cardNames()).toEqual(['Ada']);
  });

  it('shows the server refusing a step on the card', async () => {
    renderBoard();
    const grace = await screen.findByRole('article', { name: /Grace/ });
    open = [first];
    fireEvent.click(within(grace).getByRole('button', { name: 'Received' }));
    // The failure reads the list again; Grace's order is gone from the store's open orders.
    await waitFor(() => expect(cardNames()).toEqual(['Ada']));
  });

  it('refunds with a reason through the dialog', async () => {
    const refunded: Record<string, unknown>[] = [];
    calls = stubGraphQL({
      BoardSession: () => ({
        boardSession: { storeId: 118, termId: 2, storeName: 'The Strip', city: 'Las Vegas', state: 'NV' },
      }),
      StoreTimeZone: () => ({ store: { storeId: 118, timeZone: 'America/Los_Angeles' } }),
      BoardOrders: () => ({ boardOrders: open }),
      RefundOrder: (v) => {
        refunded.push(v);
        return { refundOrder: { ...first, status: 'ORDER_REFUND_PROCESSED', nextStatuses: [] } };
      },
    });
    renderBoard();
    const ada = await screen.findByRole('article', { name: /Ada/ });
    fireEvent.click(within(ada).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #AAA111?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.69' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a reason for the refund.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wrong order' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.69' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunded).toEqual([{ orderId: 'o1', reason: 'Wrong order' }]);
    expect(cardNames()).toEqual(['Grace']);
  });

  it('closes the refund dialog when the order leaves the board, though the answer was lost', async () => {
    // The server made the refund and told every board, but the answer to this board's own call never
    // came back (its server died on the way): the dialog must not stay over the board with an error.
    calls = stubGraphQL({
      BoardSession: () => ({
        boardSession: { storeId: 118, termId: 2, storeName: 'The Strip', city: 'Las Vegas', state: 'NV' },
      }),
      StoreTimeZone: () => ({ store: { storeId: 118, timeZone: 'America/Los_Angeles' } }),
      BoardOrders: () => ({ boardOrders: open }),
      RefundOrder: () => failure('INTERNAL', 'Something went wrong. Try again.'),
    });
    renderBoard();
    const ada = await screen.findByRole('article', { name: /Ada/ });
    act(() => connection.connect());
    fireEvent.click(within(ada).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #AAA111?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Customer asked' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.69' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).not.toBe(''));

    act(() =>
      connection.emit({
        boardEvents: {
          kind: 'ORDER_UPDATED',
          order: { ...first, status: 'ORDER_REFUND_PROCESSED', nextStatuses: [] },
        },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardNames()).toEqual(['Grace']);
  });

  it('86es and restores products from the 86 list, with a search', async () => {
    renderBoard();
    fireEvent.click(screen.getByRole('tab', { name: '86 list' }));
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Butter Croissant', 'Caffè Latte', 'Iced Latte']);
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'latte' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '86 Iced Latte' }));
    expect(await screen.findByRole('button', { name: 'Restore Iced Latte' })).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'SetProductAvailability')?.variables).toEqual({
      productId: 302,
      available: false,
    });

    fireEvent.click(screen.getByRole('button', { name: /86'd now/ }));
    expect(screen.getByRole('button', { name: "86'd now (2)" })).toBeTruthy();
  });

  it('keeps the live stream while the 86 list is shown and counts new orders on the Orders tab', async () => {
    renderBoard();
    await waitFor(() => expect(cardNames()).toEqual(['Ada', 'Grace']));
    fireEvent.click(screen.getByRole('tab', { name: '86 list' }));
    act(() => connection.emit({ boardEvents: { kind: 'ORDER_CREATED', order: third } }));
    expect(screen.getByRole('tab', { name: /Orders\s*3\s*1 new/ })).toBeTruthy();
    expect(connection.openSubscriptions()).toBe(1);
  });
});
