// The Brewline Card registry's rules that both apps need (docs/product/account.md#who-may-do-what,
// #messages): how many card numbers in a row may fail before the account is treated as someone
// guessing at other people's cards.

/**
 * Ours: five wrong numbers in a row. A member mistyping a card fixes it within a try or two (the
 * 14-digit format is checked before anything is counted); someone walking through numbers to find a
 * card with a balance needs millions of tries, so five stops them long before they could succeed.
 */
export const MAX_FAILED_CARD_ADDS = 5;

/** Whether this many failed 'Add Another Card' attempts in a row flag the account. */
export function isSuspiciousCardAdds(failuresInARow: number): boolean {
  return failuresInARow >= MAX_FAILED_CARD_ADDS;
}
