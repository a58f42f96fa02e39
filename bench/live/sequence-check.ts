// Each customer's sequence checked against the order's stored history. Per subscription: its first
// status is where it starts in the history; from there every later stored status must arrive, once
// each, in order (up to the last status it saw when the connection was cut, to the end of the
// history for the one still open). Statuses changed while a phone was between connections are not
// pushed (the re-read shows the current one), so they are not counted lost.
import type { StoredOrder } from './live-database.ts';
import type { CustomerPhone, ShownStatus } from './status-clients.ts';

export interface SequenceFigures {
  checked: number;
  /** Phones whose screen ends on another status than the stored one (or on none). */
  wrongFinal: number;
  /** Stored changes a subscription should have pushed and did not. */
  lost: number;
  /** Pushes repeating the status just shown on that subscription. */
  duplicated: number;
  /** Pushes of a status older than one already shown on that subscription. */
  outOfOrder: number;
  /** Orders the database does not know (should be none). */
  missingOrders: number;
  examples: string[];
}

function checkSubscription(
  seen: readonly ShownStatus[],
  history: readonly string[],
  stillOpen: boolean,
  figures: SequenceFigures,
  orderId: string,
): void {
  const [start, ...pushed] = seen;
  if (!start) return;
  let position = history.indexOf(start.status);
  let previous = start.status;
  const heard = new Set<number>();
  for (const push of pushed) {
    const at = history.indexOf(push.status, position + 1);
    if (push.status === previous) {
      figures.duplicated += 1;
      if (figures.examples.length < 5)
        figures.examples.push(
          `duplicate ${push.status} on ${orderId}: saw ${seen.map((s) => s.status).join(' → ')}`,
        );
    } else if (at < 0) {
      figures.outOfOrder += 1;
      if (figures.examples.length < 5)
        figures.examples.push(`out of order on ${orderId}: saw ${seen.map((s) => s.status).join(' → ')}`);
    } else {
      heard.add(at);
      position = at;
    }
    previous = push.status;
  }
  const from = history.indexOf(start.status);
  const to = stillOpen ? history.length - 1 : position;
  for (let index = from + 1; index <= to; index += 1) {
    if (heard.has(index)) continue;
    figures.lost += 1;
    if (figures.examples.length < 5)
      figures.examples.push(
        `lost ${history[index]} on ${orderId}: stored ${history.join(' → ')}, saw ${seen.map((s) => s.status).join(' → ')}`,
      );
  }
}

export function checkSequences(
  phones: readonly CustomerPhone[],
  stored: ReadonlyMap<string, StoredOrder>,
): SequenceFigures {
  const figures: SequenceFigures = {
    checked: 0,
    wrongFinal: 0,
    lost: 0,
    duplicated: 0,
    outOfOrder: 0,
    missingOrders: 0,
    examples: [],
  };
  for (const phone of phones) {
    const order = stored.get(phone.orderId);
    if (!order) {
      figures.missingOrders += 1;
      continue;
    }
    figures.checked += 1;
    const shown = phone.shown();
    if (shown !== order.status) {
      figures.wrongFinal += 1;
      if (figures.examples.length < 5)
        figures.examples.push(`${phone.orderId} shows ${shown ?? 'nothing'}, stored ${order.status}`);
    }
    const last = phone.subscriptions.length - 1;
    phone.subscriptions.forEach((seen, index) =>
      checkSubscription(seen, order.history, index === last, figures, phone.orderId),
    );
  }
  return figures;
}
