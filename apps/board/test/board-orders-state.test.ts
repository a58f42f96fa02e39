// How the board merges full reads, live events and its own button answers.
import { describe, expect, it } from 'vitest';
import {
  boardOrdersReducer,
  initialBoardOrders,
  type BoardOrdersState,
} from '../src/features/orders/board-orders-state.ts';
import { makeOrder } from './support/orders.ts';

const a = makeOrder({ id: 'a', displayId: 'A', timePlaced: '2026-05-01T14:00:00.000Z' });
const b = makeOrder({ id: 'b', displayId: 'B', timePlaced: '2026-05-01T14:05:00.000Z' });
const c = makeOrder({ id: 'c', displayId: 'C', timePlaced: '2026-05-01T14:10:00.000Z' });

const ids = (state: BoardOrdersState) => state.orders.map((o) => o.id);
const loaded = (orders = [a, b]) =>
  boardOrdersReducer(initialBoardOrders, { type: 'snapshot', orders, since: 0 });

describe('boardOrdersReducer', () => {
  it('keeps open orders oldest first and cues nothing on the first read', () => {
    const state = loaded([b, a, makeOrder({ id: 'done', status: 'ORDER_COMPLETE' })]);
    expect(ids(state)).toEqual(['a', 'b']);
    expect(state.fresh.size).toBe(0);
    expect(state.loaded).toBe(true);
  });

  it('adds a live order in its place and marks it fresh', () => {
    const state = boardOrdersReducer(loaded([a, c]), { type: 'event', order: b, seq: 1 });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect([...state.fresh]).toEqual(['b']);
  });

  it('treats a scheduled order being sent as an arrival', () => {
    const scheduled = boardOrdersReducer(initialBoardOrders, {
      type: 'snapshot',
      orders: [{ ...a, status: 'ORDER_SCHEDULED' }],
      since: 0,
    });
    const sent = boardOrdersReducer(scheduled, {
      type: 'event',
      order: { ...a, status: 'ORDER_SENT' },
      seq: 1,
    });
    expect([...sent.fresh]).toEqual(['a']);
  });

  it('drops an order that completes, is refunded or fails, and its highlight', () => {
    let state = boardOrdersReducer(loaded(), { type: 'event', order: c, seq: 1 });
    state = boardOrdersReducer(state, {
      type: 'event',
      order: { ...c, status: 'ORDER_REFUND_PROCESSED' },
      seq: 2,
    });
    state = boardOrdersReducer(state, { type: 'changed', order: { ...a, status: 'ORDER_COMPLETE' }, seq: 3 });
    expect(ids(state)).toEqual(['b']);
    expect(state.fresh.size).toBe(0);
  });

  it('never moves an order back when an older event arrives after a newer answer', () => {
    let state = boardOrdersReducer(loaded(), {
      type: 'changed',
      order: { ...a, status: 'ORDER_READY' },
      seq: 1,
    });
    state = boardOrdersReducer(state, { type: 'event', order: { ...a, status: 'ORDER_RECEIVED' }, seq: 2 });
    expect(state.orders[0]?.status).toBe('ORDER_READY');
  });

  it('does not cue an order the barista changed', () => {
    const state = boardOrdersReducer(loaded(), {
      type: 'changed',
      order: { ...a, status: 'ORDER_RECEIVED' },
      seq: 1,
    });
    expect(state.fresh.size).toBe(0);
  });

  it('keeps what arrived live after a read was sent, even if the read missed it', () => {
    let state = boardOrdersReducer(loaded(), { type: 'event', order: c, seq: 1 });
    // A read sent before event 1 comes back without c: c stays.
    state = boardOrdersReducer(state, { type: 'snapshot', orders: [a, b], since: 0 });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    // A read sent after it is the truth: c was refunded meanwhile.
    state = boardOrdersReducer(state, { type: 'snapshot', orders: [a, b], since: 1 });
    expect(ids(state)).toEqual(['a', 'b']);
    expect(state.pending).toEqual([]);
  });

  it('cues orders a reread finds that arrived while the connection was down', () => {
    const state = boardOrdersReducer(loaded(), { type: 'snapshot', orders: [a, b, c], since: 0 });
    expect([...state.fresh]).toEqual(['c']);
  });

  it('ends a highlight when it has settled', () => {
    let state = boardOrdersReducer(loaded(), { type: 'event', order: c, seq: 1 });
    state = boardOrdersReducer(state, { type: 'settled', id: 'c' });
    expect(state.fresh.size).toBe(0);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
  });
});
