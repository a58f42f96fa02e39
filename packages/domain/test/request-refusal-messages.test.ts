import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages/messages.ts';

describe('too many requests message', () => {
  it('says how long to wait, in seconds, singular or plural', () => {
    expect(messages.TOO_MANY_REQUESTS({ seconds: 42 })).toBe(
      "You're doing that too often. Please wait 42 seconds and try again.",
    );
    expect(messages.TOO_MANY_REQUESTS({ seconds: 1 })).toBe(
      "You're doing that too often. Please wait 1 second and try again.",
    );
  });
});

describe('unsupported characters message', () => {
  it('asks to remove them', () => {
    expect(messages.UNSUPPORTED_CHARACTERS()).toBe('Please remove unsupported characters and try again.');
  });
});
