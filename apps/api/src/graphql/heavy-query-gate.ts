// The cost ceiling bounds what one request costs, not how many costly requests run: fifty clients
// each sending the heaviest admitted query kept a server's one thread busy for seconds, and a light
// query waited behind them (bench:cost, docs/reliability.md). So each server runs heavy queries one
// at a time and only within a budget of cost per second. The others wait in line (a waiting request
// costs a timer, no work), and one that finds the line full or waits too long gets 503 and Retry-After.
// Light queries (everything the apps send) never wait.
//
// Refusing must cost next to nothing, or the refusals themselves become the load: fifty clients
// retrying at once send thousands of requests a second. So the gate remembers what each heavy
// document costs (by a hash of its text, operation name and variables), and a repeat is priced and
// refused before it is parsed, validated or given a context (query-cost.ts).
import { createHash } from 'node:crypto';

/**
 * A query costing more than this is heavy: above every query the apps send (the heaviest, the
 * customer's full store list, about 17,400), so customers and boards are never held back.
 */
export const HEAVY_QUERY_COST = 20_000;

/** The heavy cost one server runs per second: about three queries at the ceiling (60,000). */
export const HEAVY_COST_PER_SECOND = 200_000;

/** Heavy queries that may wait for their turn on one server; past it they are refused at once. */
export const MAX_WAITING = 100;

/** How long a heavy query waits for its turn before it is refused. */
export const MAX_WAIT_MS = 2_000;

/** Heavy documents whose cost is remembered; the least recently seen goes first. */
export const REMEMBERED_DOCUMENTS = 1_000;

export interface HeavyQueryGateOptions {
  costPerSecond?: number;
  maxWaiting?: number;
  maxWaitMs?: number;
  /** Milliseconds, monotonic (performance.now by default). */
  clock?: () => number;
}

/** What a request would run: its document, operation and variables, as the client sent them. */
export interface DocumentKey {
  query: string;
  operationName: string | null;
  variables: unknown;
}

export function documentHash({ query, operationName, variables }: DocumentKey): string {
  return createHash('sha256')
    .update(query)
    .update('\u0000')
    .update(operationName ?? '')
    .update('\u0000')
    .update(variables === undefined || variables === null ? '' : JSON.stringify(variables))
    .digest('base64url');
}

interface Waiting {
  cost: number;
  admit: (admitted: boolean) => void;
}

export class HeavyQueryGate {
  readonly #costPerSecond: number;
  readonly #maxWaiting: number;
  readonly #maxWaitMs: number;
  readonly #clock: () => number;
  /** Cost that may still start now; refills at costPerSecond, up to one second's worth. */
  #tokens: number;
  #filledAt: number;
  #running = false;
  /** Heavy queries waiting for their turn, first come first served. */
  readonly #waiting: Waiting[] = [];
  #wakeUp: NodeJS.Timeout | null = null;
  #refused = 0;
  readonly #costs = new Map<string, number>();

  constructor(options: HeavyQueryGateOptions = {}) {
    this.#costPerSecond = options.costPerSecond ?? HEAVY_COST_PER_SECOND;
    this.#maxWaiting = options.maxWaiting ?? MAX_WAITING;
    this.#maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
    this.#clock = options.clock ?? (() => performance.now());
    this.#tokens = this.#costPerSecond;
    this.#filledAt = this.#clock();
  }

  /**
   * Admits a query of this cost (true), at once or when its turn comes, or refuses it (false): the
   * line is full, or its turn did not come within maxWaitMs. An admitted heavy query must be left
   * with `leave` once it is answered.
   */
  admit(cost: number): Promise<boolean> {
    if (cost <= HEAVY_QUERY_COST) return Promise.resolve(true);
    if (this.#waiting.length === 0 && this.#canStart(cost)) {
      this.#start(cost);
      return Promise.resolve(true);
    }
    if (this.#waiting.length >= this.#maxWaiting) {
      this.#refused += 1;
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      const waiting: Waiting = {
        cost,
        admit: (admitted) => {
          clearTimeout(timeout);
          if (!admitted) this.#refused += 1;
          resolve(admitted);
        },
      };
      const timeout = setTimeout(() => {
        const at = this.#waiting.indexOf(waiting);
        if (at >= 0) this.#waiting.splice(at, 1);
        waiting.admit(false);
      }, this.#maxWaitMs);
      this.#waiting.push(waiting);
      this.#dispatch();
    });
  }

  /** Whether the line is full: a heavy query sent now would be refused without waiting. */
  isFull(): boolean {
    return this.#waiting.length >= this.#maxWaiting;
  }

  leave(cost: number): void {
    if (cost <= HEAVY_QUERY_COST) return;
    this.#running = false;
    this.#dispatch();
  }

  /** Counts a heavy query refused before it was parsed (its cost was remembered). */
  refusedEarly(): void {
    this.#refused += 1;
  }

  /** Heavy queries refused since the last call: logged as one line now and then, not one per refusal. */
  takeRefusedCount(): number {
    const refused = this.#refused;
    this.#refused = 0;
    return refused;
  }

  /** Remembers a heavy document's cost, so its repeats are priced before parsing. */
  remember(hash: string, cost: number): void {
    if (cost <= HEAVY_QUERY_COST) return;
    this.#costs.delete(hash);
    this.#costs.set(hash, cost);
    if (this.#costs.size > REMEMBERED_DOCUMENTS) {
      const oldest = this.#costs.keys().next();
      if (!oldest.done) this.#costs.delete(oldest.value);
    }
  }

  /** A remembered heavy document's cost, or undefined (light, or not seen yet). */
  knownCost(hash: string): number | undefined {
    return this.#costs.get(hash);
  }

  #canStart(cost: number): boolean {
    this.#refill();
    return !this.#running && this.#tokens >= cost;
  }

  #start(cost: number): void {
    this.#running = true;
    this.#tokens -= cost;
  }

  /** Starts the first in line if it may start now, or wakes up when the budget will let it. */
  #dispatch(): void {
    const first = this.#waiting[0];
    if (!first || this.#running || this.#wakeUp) return;
    if (this.#canStart(first.cost)) {
      this.#waiting.shift();
      this.#start(first.cost);
      first.admit(true);
      return;
    }
    const waitMs = Math.ceil(((first.cost - this.#tokens) / this.#costPerSecond) * 1000);
    this.#wakeUp = setTimeout(() => {
      this.#wakeUp = null;
      this.#dispatch();
    }, waitMs);
    this.#wakeUp.unref();
  }

  #refill(): void {
    const now = this.#clock();
    const earned = ((now - this.#filledAt) / 1000) * this.#costPerSecond;
    this.#tokens = Math.min(this.#costPerSecond, this.#tokens + earned);
    this.#filledAt = now;
  }
}
