// The part of the phone-number library's metadata that numbers of calling code 1 need: shared by the
// generator and by the test that checks the generated file against the installed library.
export interface PhoneMetadata {
  readonly version: number;
  readonly country_calling_codes: Readonly<Record<string, readonly string[]>>;
  readonly countries: Readonly<Record<string, unknown>>;
}

export function nanpSubset(full: PhoneMetadata) {
  const countries = full.country_calling_codes['1'] ?? [];
  return {
    version: full.version,
    country_calling_codes: { 1: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  };
}
