import { describe, expect, it } from 'vitest';
import { validatePickupSettings } from '../src/store-hours/store-settings.ts';

const offer = (over: Partial<Parameters<typeof validatePickupSettings>[0]> = {}) => ({
  oLOEnabled: true,
  inStorePickup: true,
  driveThruPickup: false,
  parkingLotPickup: false,
  ...over,
});

describe('pickup settings', () => {
  it('lets a store with a drive-thru offer drive-thru and parking-lot pickup', () => {
    expect(validatePickupSettings(offer({ driveThruPickup: true, parkingLotPickup: true }), true)).toEqual(
      [],
    );
  });

  it('refuses drive-thru or parking-lot pickup at a store without a drive-thru, naming the field', () => {
    const message =
      'This store has no drive-thru; drive-thru and parking-lot pickup are run from the drive-thru window.';
    expect(validatePickupSettings(offer({ parkingLotPickup: true }), false)).toEqual([
      { field: 'parkingLotPickup', message },
    ]);
    expect(validatePickupSettings(offer({ driveThruPickup: true }), false)).toEqual([
      { field: 'driveThruPickup', message },
    ]);
  });

  it('allows online ordering with no pickup method (the chain-wide online store has no counter)', () => {
    expect(validatePickupSettings(offer({ inStorePickup: false }), false)).toEqual([]);
  });
});
