/** URL of a product or group picture served by the API from the open emoji set. */
export function artUrl(name: string): string {
  return `/art/${encodeURIComponent(name)}.svg`;
}
