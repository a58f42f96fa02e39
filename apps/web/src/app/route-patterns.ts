// wouter turns a route's pattern into a regular expression every time it matches it (its default
// parser, regexparam's parse): a <Switch> renders by trying its routes in order, so a product page's
// first draw parsed a dozen patterns, and every navigation did again. A pattern means the same
// expression every time, so each is parsed once and kept. (The expressions carry no `g` flag: `exec`
// keeps no state in them, and sharing one is safe.)
import { parse } from 'regexparam';

const parsed = new Map<string, { pattern: RegExp; keys: string[] }>();

/** regexparam's parse, once per pattern and mode: the parser the app's <Router> matches with. */
export function parseRoutePattern(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const key = `${loose ? 'loose' : 'exact'} ${route}`;
  let result = parsed.get(key);
  if (!result) {
    result = parse(route, loose);
    parsed.set(key, result);
  }
  return result;
}
