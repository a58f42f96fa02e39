// Counts the statements the server sends to PostgreSQL (every node-postgres Client#query: pool
// queries, BEGIN and COMMIT included), so the bench can report round trips per order. Background
// jobs (terminal presence, the late-order watchdog) add a few per second; over thousands of orders
// they are noise.
import pg from 'pg';

let statements = 0;
let installed = false;

export function countPostgresStatements(): void {
  if (installed) return;
  installed = true;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]): unknown {
    statements += 1;
    return original.apply(this, args);
  };
}

export function statementsSoFar(): number {
  return statements;
}
