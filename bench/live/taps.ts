// The baristas' taps: advanceOrder over HTTP with the board's token, through the server the customer
// is NOT connected to, at a steady rate (open loop: tap i is due at start + i ÷ rate whatever the
// answers before it did). Each tap's request start is kept, keyed by order and status, so the time
// to every screen it reaches can be measured. A tap refused at the connection (its server is
// restarting) is sent once more to the other server, as a load balancer would.
const ADVANCE = 'mutation ($id: String!, $s: String!) { advanceOrder(orderId: $id, status: $s) { status } }';
const TAP_TIMEOUT_MS = 10_000;

export const BOARD_STEPS = ['ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE'] as const;

export interface Tap {
  orderId: string;
  status: string;
  token: string;
  /** The server to send it to, then the one to try if that one refuses the connection. */
  addresses: readonly [string, string];
}

export interface TapFigures {
  sent: number;
  ok: number;
  failed: number;
  /** Taps sent to the second address because the first refused the connection. */
  redirected: number;
  firstError: string | null;
  /** Tap request start, by `orderId status`. */
  startedAt: Map<string, number>;
  /** Answer times of the tap requests themselves. */
  answerMs: number[];
}

async function post(address: string, tap: Tap): Promise<{ status?: string; error?: string }> {
  const response = await fetch(`${address}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tap.token}` },
    body: JSON.stringify({ query: ADVANCE, variables: { id: tap.orderId, s: tap.status } }),
    signal: AbortSignal.timeout(TAP_TIMEOUT_MS),
  });
  // A server shutting down answers 503 to new work: as refused as a closed port.
  if (response.status === 503) throw new Error('503 from a server shutting down');
  const answer = (await response.json()) as {
    data?: { advanceOrder: { status: string } | null };
    errors?: { message: string }[];
  };
  const status = answer.data?.advanceOrder?.status;
  return status ? { status } : { error: `${response.status} ${JSON.stringify(answer.errors ?? answer)}` };
}

export async function tapAtRate(taps: readonly Tap[], rate: number): Promise<TapFigures> {
  const figures: TapFigures = {
    sent: 0,
    ok: 0,
    failed: 0,
    redirected: 0,
    firstError: null,
    startedAt: new Map(),
    answerMs: [],
  };
  const inFlight: Promise<void>[] = [];
  const send = async (tap: Tap): Promise<void> => {
    const started = performance.now();
    figures.startedAt.set(`${tap.orderId} ${tap.status}`, started);
    figures.sent += 1;
    let answer: { status?: string; error?: string };
    try {
      answer = await post(tap.addresses[0], tap);
    } catch {
      figures.redirected += 1;
      answer = await post(tap.addresses[1], tap).catch((error: unknown) => ({ error: String(error) }));
    }
    figures.answerMs.push(performance.now() - started);
    if (answer.status === tap.status) figures.ok += 1;
    else {
      figures.failed += 1;
      figures.firstError ??= answer.error ?? `answered ${answer.status}`;
    }
  };
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const due = Math.min(taps.length, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      for (; next < due; next += 1) {
        const tap = taps[next];
        if (tap) inFlight.push(send(tap));
      }
      if (next < taps.length) setTimeout(tick, 2);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  return figures;
}
