// Vehicle pickers of the parking-lot pickup form (docs/product/ordering.md#validation): make, then
// model once a make is chosen, then color. Make and model are fuzzy pickers: up to 11 suggestions
// with a rating above 0, best first, and the best match is applied when the field loses focus.
//
// Matching uses Fuse.js (a maintained, dependency-free fuzzy matcher, Bitap with typo tolerance): it
// finds 'Toyota' from 'toy', 'Chevrolet' from 'chevy' and 'Volkswagen' from 'volkswagon', which a
// plain substring or a bigram (Dice) ratio misses for short or misspelt input. Its score runs from
// 0 (perfect) to 1 (no match); the rating here is 1 - score.
import Fuse from 'fuse.js/basic';
import { modelsForMake, VEHICLE_MAKE_NAMES } from './vehicles.ts';

export const VEHICLE_SUGGESTION_LIMIT = 11;

/**
 * How far off a suggestion may be (Fuse's threshold, 0 = exact only, 1 = anything). 0.4 keeps one
 * typo in four letters and drops noise such as 'Kia' for 'ram'.
 */
export const VEHICLE_MATCH_THRESHOLD = 0.4;

export interface Suggestion {
  readonly value: string;
  /** Above 0, up to 1 for an exact match. */
  readonly rating: number;
}

// One index per option list, built on first use: the make list is searched on every keystroke.
const indexes = new WeakMap<readonly string[], Fuse<string>>();

function indexFor(options: readonly string[]): Fuse<string> {
  let index = indexes.get(options);
  if (!index) {
    index = new Fuse(options, {
      includeScore: true,
      // Matches nearer the start rank higher, so 'land' offers Land Rover before American Landmaster.
      location: 0,
      distance: 100,
      ignoreDiacritics: true,
      threshold: VEHICLE_MATCH_THRESHOLD,
    });
    indexes.set(options, index);
  }
  return index;
}

/**
 * Options resembling `input`, best first, each with a rating above 0, at most `limit`. An exact
 * match (any case) always comes first with rating 1; ties keep the options' order.
 */
export function suggest(
  input: string,
  options: readonly string[],
  limit = VEHICLE_SUGGESTION_LIMIT,
): Suggestion[] {
  const query = input.trim();
  if (query === '' || limit <= 0) return [];
  const suggestions = indexFor(options)
    .search(query)
    .map((result) => ({
      value: result.item,
      rating:
        result.item.toLowerCase() === query.toLowerCase() ? 1 : Math.min(0.999, 1 - (result.score ?? 1)),
    }))
    .filter((suggestion) => suggestion.rating > 0);
  // Stable sort: Fuse's order (score, then list position) stays for equal ratings.
  return suggestions.sort((a, b) => b.rating - a.rating).slice(0, limit);
}

/** Make suggestions for what the customer typed. */
export function suggestMakes(input: string, limit = VEHICLE_SUGGESTION_LIMIT): Suggestion[] {
  return suggest(input, VEHICLE_MAKE_NAMES, limit);
}

/** Model suggestions within a make (none until a known make is chosen). */
export function suggestModels(make: string, input: string, limit = VEHICLE_SUGGESTION_LIMIT): Suggestion[] {
  return suggest(input, modelsForMake(make), limit);
}

/** What a picker holds after blur: the best match, or null (the field is then cleared). */
export function bestMatch(input: string, options: readonly string[]): string | null {
  return suggest(input, options, 1)[0]?.value ?? null;
}
