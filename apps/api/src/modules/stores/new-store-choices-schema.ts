// What the new-store form chooses from: the regions, and where a ZIP code lies.
import type { Builder } from '../../graphql/builder.ts';
import { type RegionRecord } from './store-admin-repository.ts';
import type { newStoreChoices } from './store-admin-service.ts';
import { type ZipLocation } from './store-zip-location.ts';
export function addNewStoreChoiceTypes(builder: Builder) {
  const StoreRegionRef = builder.objectRef<RegionRecord>('StoreRegion').implement({
    fields: (t) => ({ regionId: t.exposeInt('id'), name: t.exposeString('name') }),
  });
  const NewStoreChoicesRef = builder
    .objectRef<Awaited<ReturnType<typeof newStoreChoices>>>('NewStoreChoices')
    .implement({
      description: 'What the new-store form offers.',
      fields: (t) => ({
        suggestedStoreId: t.exposeInt('suggestedStoreId', {
          description: 'The number after the highest store number.',
        }),
        regions: t.field({ type: [StoreRegionRef], resolve: (c) => c.regions }),
      }),
    });
  const ZipLocationRef = builder.objectRef<ZipLocation>('ZipLocation').implement({
    description: "A US ZIP code's city, state, position and the time zone there (a suggestion to confirm).",
    fields: (t) => ({
      zipCode: t.exposeString('zipCode'),
      city: t.exposeString('city'),
      state: t.exposeString('state'),
      latitude: t.exposeFloat('latitude'),
      longitude: t.exposeFloat('longitude'),
      timeZone: t.exposeString('timeZone', { nullable: true }),
    }),
  });
  return { NewStoreChoicesRef, ZipLocationRef };
}
