// What a form test asks of the recorded calls (those of one operation, after the stub had its turn),
// and the state each test starts from: nothing stored, no page, no fetch stub.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiCall } from '../../../../e2e/support/graphql-fetch.ts';

/** Lets a send the form started (or did not) reach the stub before the calls are read. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export const callsOf = (calls: readonly ApiCall[], operation: string): ApiCall[] =>
  calls.filter((call) => call.operationName === operation);

/** Each test of the file starts with an empty session and ends with its page and stub gone. */
export function startEachTestAfresh(): void {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
