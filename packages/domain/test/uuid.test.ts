import { describe, expect, it } from 'vitest';
import { isUuid } from '../src/validation/uuid.ts';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });

  it('refuses anything else: wrong groups, stray characters, text around it', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950g')).toBe(false);
    expect(isUuid(' 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
