import { describe, expect, it } from 'vitest';
import {
  PKCE_VERIFIER_CHARSET,
  base64UrlEncode,
  createCodeChallenge,
  createCodeVerifier,
  createPkcePair,
  isValidCodeVerifier,
  type RandomFill,
} from '../src/pkce.ts';

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of the asked length from unreserved characters only', () => {
    for (const length of [43, 64, 128]) {
      const verifier = createCodeVerifier(length);
      expect(verifier).toHaveLength(length);
      expect(isValidCodeVerifier(verifier)).toBe(true);
    }
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });

  it('refuses lengths outside 43 to 128', () => {
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
    expect(() => createCodeVerifier(50.5)).toThrow(RangeError);
  });

  it('throws away biased bytes instead of folding them', () => {
    // 198 and above would favour the first characters; 0, 65 and 197 map to 'A', '~' and '~'.
    const bytes = [255, 198, 0, 65, 197];
    const fake: RandomFill = (buffer) => {
      buffer.fill(0);
      bytes.forEach((b, i) => (buffer[i] = b));
      return buffer;
    };
    const verifier = createCodeVerifier(43, fake);
    expect(verifier.slice(0, 3)).toBe('A~~');
    expect(PKCE_VERIFIER_CHARSET).toHaveLength(66);
  });

  it('refuses to hash an invalid verifier', async () => {
    await expect(createCodeChallenge('too short')).rejects.toThrow(RangeError);
    expect(isValidCodeVerifier('a'.repeat(43) + ' ')).toBe(false);
  });

  it('creates a matching pair', async () => {
    const pair = await createPkcePair();
    expect(pair.method).toBe('S256');
    await expect(createCodeChallenge(pair.verifier)).resolves.toBe(pair.challenge);
    expect(pair.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });
});
