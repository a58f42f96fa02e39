// One description for every field that sends a time on the store's clock (domain store-clock.ts).
export const STORE_CLOCK_DESCRIPTION =
  "The same instant on the store's clock: RFC 3339 in the store's UTC offset at that instant ('2026-05-01T07:05:00-06:00'), so a client shows store time from its digits, without a time-zone database.";
