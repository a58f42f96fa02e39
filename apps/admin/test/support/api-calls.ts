// What a form test asks of the recorded calls: those of one operation, after the stub had its turn.
import type { ApiCall } from '../../../../e2e/support/graphql-fetch.ts';

/** Lets a send the form started (or did not) reach the stub before the calls are read. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export const callsOf = (calls: readonly ApiCall[], operation: string): ApiCall[] =>
  calls.filter((call) => call.operationName === operation);
