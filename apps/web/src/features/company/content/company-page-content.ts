// The shape of the chain's short pages (About, Job Listings, Franchise): written here in the app's own
// content files, no CMS, and drawn by company-page.tsx.
export interface CompanyPageContent {
  readonly path: string;
  readonly title: string;
  /** The first paragraph, under the title. */
  readonly lead: string;
  /** A Fluent Emoji art name served at /art/{name}.svg. */
  readonly art: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
  /** Where the customer can go next. */
  readonly action: { readonly label: string; readonly href: string };
}
