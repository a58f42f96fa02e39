// The phone check runs on the library's metadata cut to calling code 1 (validation/nanp-phone-metadata.ts,
// generated): it must be exactly that cut of the installed library's metadata (an upgrade regenerates it),
// and it must judge ten-digit numbers exactly as the whole metadata does.
import { createRequire } from 'node:module';
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { nanpSubset, type PhoneMetadata } from '../scripts/nanp-subset.ts';
import { isValidUsMobile } from '../src/validation/contact-fields.ts';
import { NANP_MOBILE_METADATA } from '../src/validation/nanp-phone-metadata.ts';

const require = createRequire(import.meta.url);

describe('the phone metadata cut to calling code 1', () => {
  it("is the installed library's mobile metadata for calling code 1: regenerate it after an upgrade", () => {
    const full = require('libphonenumber-js/metadata.mobile.json') as PhoneMetadata;
    expect(NANP_MOBILE_METADATA).toEqual(nanpSubset(full));
  });

  it('judges ten-digit numbers as the whole metadata does (US, Canada, the Caribbean, made-up ones)', () => {
    // A fixed pseudo-random sequence: the same numbers every run, spread over every area code.
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const numbers = [
      '2015550123',
      '4165550123', // Toronto
      '8765550123', // Jamaica
      '5553334567',
      '0000000000',
      ...Array.from({ length: 5000 }, () => String(next() % 10 ** 10).padStart(10, '0')),
    ];
    const disagreements = numbers.filter((n) => isValidUsMobile(n) !== isValidPhoneNumber(n, 'US'));
    expect(disagreements).toEqual([]);
    // The sample is worth something: it holds both answers.
    expect(numbers.filter((n) => isValidUsMobile(n)).length).toBeGreaterThan(100);
    expect(numbers.filter((n) => !isValidUsMobile(n)).length).toBeGreaterThan(100);
    // 10,010 parses by two libraries: 1–4 s on a quiet machine, past Vitest's 5 s on a busy one.
  }, 30_000);
});
