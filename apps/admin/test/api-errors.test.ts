// What staff read for a failed call: our refusals in the server's words, and a plain sentence for a
// lost answer or for an error that is no refusal of ours (GraphQL's own words name variables and
// types, which mean nothing to them).
import { messages } from '@brewline/domain/messages/messages';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorMessage, NO_ANSWER_MESSAGE } from '../src/lib/api-errors.ts';

const answered = (message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedError({ graphQLErrors: [{ message, extensions }] });

describe('errorMessage', () => {
  it('says a refusal in the server’s words', () => {
    expect(errorMessage(answered('Only a chain admin may do this.', { code: 'FORBIDDEN' }))).toBe(
      'Only a chain admin may do this.',
    );
  });

  it('says the chain’s plain sentence for an error that carries none of our codes', () => {
    const raw = answered('Variable "$makeMinutes" of non-null type "Int!" must not be null.');
    expect(errorMessage(raw)).toBe(messages.ALERT_FALLBACK());
  });

  it('says no answer came back when none did', () => {
    expect(errorMessage(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe(
      NO_ANSWER_MESSAGE,
    );
  });
});
