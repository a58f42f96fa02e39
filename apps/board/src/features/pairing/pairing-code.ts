// The pairing code as typed: 8 letters and digits, shown as 'K7Q4-9MZP'. The server reads any case
// and ignores separators; the board formats as you type so a code read off a screen is easy to check.
export const PAIRING_CODE_LENGTH = 8;

export const PAIRING_CODE_REQUIRED = 'Enter the pairing code a manager gave you.';
export const PAIRING_CODE_INCOMPLETE = 'A pairing code has 8 letters and digits, like K7Q4-9MZP.';

/** Upper case, letters and digits only, at most 8. */
export function pairingCodeCharacters(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAIRING_CODE_LENGTH);
}

/** 'k7q49' -> 'K7Q4-9'. */
export function formatPairingCode(input: string): string {
  const chars = pairingCodeCharacters(input);
  return chars.length > 4 ? `${chars.slice(0, 4)}-${chars.slice(4)}` : chars;
}

/** The message for a code that cannot be right, or null to send it. */
export function pairingCodeError(input: string): string | null {
  const chars = pairingCodeCharacters(input);
  if (chars.length === 0) return PAIRING_CODE_REQUIRED;
  if (chars.length < PAIRING_CODE_LENGTH) return PAIRING_CODE_INCOMPLETE;
  return null;
}
