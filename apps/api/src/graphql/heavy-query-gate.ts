// The cost ceiling bounds what one request costs, not how many costly requests run at once: fifty
// clients each sending the heaviest admitted query kept a server's one thread busy for seconds, and a
// light query waited behind them (issue 16's load test). So each server lets heavy queries in only
// while the cost of those already running stays within a budget; past it, a heavy query is answered
// at once with 503 and Retry-After, and light queries (everything the apps send while browsing) are
// never held back.

/**
 * A query costing more than this counts against the budget: above every query the apps send (the
 * heaviest, the customer's full store list, about 17,400), so customers and boards are never held back.
 */
export const HEAVY_QUERY_COST = 20_000;

/** What the heavy queries running at once on one server may cost together: two at the ceiling. */
export const HEAVY_COST_IN_FLIGHT = 120_000;

export class HeavyQueryGate {
  #inFlight = 0;
  readonly #budget: number;

  constructor(budget = HEAVY_COST_IN_FLIGHT) {
    this.#budget = budget;
  }

  /**
   * Admits a query of this cost, or refuses it (false). An admitted heavy query must be left with
   * `leave` once it is answered. The first heavy query is always admitted, so one alone never waits.
   */
  tryEnter(cost: number): boolean {
    if (cost <= HEAVY_QUERY_COST) return true;
    if (this.#inFlight > 0 && this.#inFlight + cost > this.#budget) return false;
    this.#inFlight += cost;
    return true;
  }

  leave(cost: number): void {
    if (cost <= HEAVY_QUERY_COST) return;
    this.#inFlight = Math.max(0, this.#inFlight - cost);
  }

  inFlight(): number {
    return this.#inFlight;
  }
}
