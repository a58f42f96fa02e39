// The store editor's six forms: each names every problem the domain's rules find at once (under "Not
// saved" and beside its field) and sends nothing; the server's refusal is shown in its words; a save
// over a version someone else saved shows theirs beside this person's, then saves over it or takes it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreEditor } from '../src/features/stores/store-editor.tsx';
import type { StoreData } from '../src/features/stores/store-data.ts';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { STORE, storeRecord } from './support/admin-store.ts';
import { callsOf, startEachTestAfresh, tick } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

/** The store read first, then (after someone else's save) the one given. */
function readsOf(...stores: StoreData[]): Handler {
  let reads = 0;
  return () => {
    reads += 1;
    return { adminStore: stores[Math.min(reads, stores.length) - 1] };
  };
}

async function openTab(tab: 'Hours' | 'Ordering' | 'Details') {
  render(
    <WithClient>
      <StoreEditor storeId={118} />
    </WithClient>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const notSaved = () => screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Not saved'));
const listed = () =>
  within(notSaved() ?? document.body)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

startEachTestAfresh();

describe('StoreEditor: weekly hours', () => {
  it('names every problem of the week at once and sends nothing', async () => {
    const calls = stubGraphQL({ AdminStore: readsOf(STORE) });
    await openTab('Hours');
    // Each closes after midnight, past the next day's opening (Saturday and Monday open all day).
    for (const [row, closes] of [
      ['Friday', '05:00'],
      ['Sunday', '04:30'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(`${row}: open, 24 hours or closed`), {
        target: { value: 'OPEN' },
      });
      type(`${row} opens at`, '06:00');
      type(`${row} closes at`, closes);
    }
    click('Save weekly hours');
    const problems = [
      'Sunday closes at 4:30 AM after midnight, after Monday opens at 12:00 AM. A closing time earlier than the opening means the next morning; if Sunday closes the same day, its closing time must be after its opening.',
      'Friday closes at 5:00 AM after midnight, after Saturday opens at 12:00 AM. A closing time earlier than the opening means the next morning; if Friday closes the same day, its closing time must be after its opening.',
    ];
    expect(listed()).toEqual(problems);
    expect(screen.getByRole('group', { name: 'Friday' }).textContent).toContain(problems[1]);
    expect(screen.getByLabelText('Friday closes at').getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(callsOf(calls, 'UpdateStoreWeeklyHours')).toEqual([]);
    type('Friday closes at', '23:00');
    expect(screen.getByRole('group', { name: 'Friday' }).textContent).not.toContain(problems[1]);
  });

  it('saves the week and says customers see it', async () => {
    const calls = stubGraphQL({
      AdminStore: readsOf(STORE),
      UpdateStoreWeeklyHours: (variables) => ({
        updateStoreWeeklyHours: { ...STORE, ...(variables['hours'] as object), version: 4 },
      }),
    });
    await openTab('Hours');
    fireEvent.change(screen.getByLabelText('Sunday: open, 24 hours or closed'), {
      target: { value: 'CLOSED' },
    });
    click('Save weekly hours');
    await screen.findByText('Weekly hours saved. Customers see them now.');
    expect(callsOf(calls, 'UpdateStoreWeeklyHours')[0]?.variables).toMatchObject({
      expectedVersion: 3,
      hours: { sunOpen: '0', sunClose: '0', friOpen: '0', friClose: '2400' },
    });
  });
});

describe('StoreEditor: special hours', () => {
  it('names every problem of every date at once, under its own row, and sends nothing', async () => {
    const calls = stubGraphQL({ AdminStore: readsOf(STORE) });
    await openTab('Hours');
    click('Add a date');
    click('Add a date');
    const dates = screen.getAllByLabelText('Date');
    fireEvent.change(dates[1] as HTMLElement, { target: { value: '2026-03-01' } });
    type2('Reason customers see', 1, 'Inventory');
    click('Save special hours');
    expect(listed()).toEqual([
      "Say why Mon, Mar 2, 2026 is different, for example 'Thanksgiving'.",
      'Sun, Mar 1, 2026 is in the past; special hours can be set from today (Mon, Mar 2, 2026) on.',
    ]);
    const rows = screen.getAllByRole('listitem').filter((item) => item.querySelector('fieldset'));
    expect(rows[0]?.textContent).toContain('Say why Mon, Mar 2, 2026 is different');
    expect(rows[1]?.textContent).toContain('Sun, Mar 1, 2026 is in the past');
    await tick();
    expect(callsOf(calls, 'UpdateStoreSpecialHours')).toEqual([]);
  });

  it('shows the server’s refusal beside its date and keeps what was typed', async () => {
    const refusal = 'Mon, Mar 2, 2026 overlaps the evening before.';
    stubGraphQL({
      AdminStore: readsOf(STORE),
      UpdateStoreSpecialHours: () =>
        failure('INVALID_INPUT', refusal, {
          fieldErrors: [{ field: 'specialHours.0.close', message: refusal }],
        }),
    });
    await openTab('Hours');
    click('Add a date');
    type('Reason customers see', 'Staff holiday');
    click('Save special hours');
    await waitFor(() => expect(notSaved()?.textContent).toContain(refusal));
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Reason customers see').value).toBe('Staff holiday');
  });
});

/** The nth control of that label (rows repeat their labels). */
function type2(label: string, index: number, value: string) {
  fireEvent.change(screen.getAllByLabelText(label)[index] as HTMLElement, { target: { value } });
}

describe('StoreEditor: make time', () => {
  it('names a make time out of range and sends nothing', async () => {
    const calls = stubGraphQL({ AdminStore: readsOf(STORE) });
    await openTab('Ordering');
    type('Minutes to make an order', '0');
    click('Save make time');
    const message = 'Make time must be a whole number of minutes from 1 to 60.';
    expect(notSaved()?.textContent).toContain(message);
    expect(screen.getByLabelText('Minutes to make an order').getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(callsOf(calls, 'UpdateStoreMakeMinutes')).toEqual([]);
  });

  describe('when someone else saved first', () => {
    const theirs = { ...STORE, version: 4, makeMinutes: 7 };
    const conflictThenSaved = (): Handler => {
      let saves = 0;
      return (variables) => {
        saves += 1;
        return saves === 1
          ? failure('EDIT_CONFLICT', 'Someone else saved this store while you were editing it.', {
              current: storeRecord({ version: 4, makeMinutes: 7 }),
            })
          : { updateStoreMakeMinutes: { ...STORE, makeMinutes: variables['makeMinutes'], version: 5 } };
      };
    };

    it('shows their make time beside mine and saves mine over theirs', async () => {
      const calls = stubGraphQL({ AdminStore: readsOf(STORE), UpdateStoreMakeMinutes: conflictThenSaved() });
      await openTab('Ordering');
      type('Minutes to make an order', '12');
      click('Save make time');
      const conflict = await screen.findByRole('alert');
      expect(within(conflict).getByRole('row', { name: /Make time \(differs\)/ }).textContent).toBe(
        'Make time (differs)7 minutes12 minutes',
      );
      expect(screen.getByLabelText<HTMLInputElement>('Minutes to make an order').value).toBe('12');
      fireEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
      await screen.findByText('Make time saved.');
      expect(
        callsOf(calls, 'UpdateStoreMakeMinutes').map((call) => call.variables['expectedVersion']),
      ).toEqual([3, 4]);
      expect(screen.queryByText(/Someone else saved/)).toBeNull();
    });

    it('takes their make time, and the store as it is now', async () => {
      const calls = stubGraphQL({
        AdminStore: readsOf(STORE, theirs),
        UpdateStoreMakeMinutes: conflictThenSaved(),
      });
      await openTab('Ordering');
      type('Minutes to make an order', '12');
      click('Save make time');
      fireEvent.click(await screen.findByRole('button', { name: 'Use their version' }));
      await waitFor(() => expect(callsOf(calls, 'AdminStore')).toHaveLength(2));
      await tick();
      expect(screen.getByLabelText<HTMLInputElement>('Minutes to make an order').value).toBe('7');
      expect(screen.queryByRole('alert')).toBeNull();
      type('Minutes to make an order', '9');
      click('Save make time');
      await screen.findByText('Make time saved.');
      expect(callsOf(calls, 'UpdateStoreMakeMinutes').at(-1)?.variables['expectedVersion']).toBe(4);
    });
  });
});

describe('StoreEditor: ordering', () => {
  it('names a drive-thru pickup at a store without one, and sends nothing', async () => {
    const noDriveThru = { ...STORE, driveThru: false, driveThruPickup: true };
    const calls = stubGraphQL({ AdminStore: readsOf(noDriveThru) });
    await openTab('Ordering');
    click('Save ordering');
    expect(notSaved()?.textContent).toContain(
      'This store has no drive-thru; drive-thru and parking-lot pickup are run from the drive-thru window.',
    );
    await tick();
    expect(callsOf(calls, 'UpdateStoreOrdering')).toEqual([]);
  });
});

describe('StoreEditor: details', () => {
  it('names every problem with the details at once and sends nothing', async () => {
    const calls = stubGraphQL({ AdminStore: readsOf(STORE) });
    await openTab('Details');
    type('Name', ' ');
    type('State (two letters)', 'Nevada');
    type('ZIP code', '891');
    click('Save details');
    expect(listed()).toEqual([
      'The store name cannot be empty.',
      'The state is its two-letter code, for example AZ.',
      'The ZIP code is five digits, for example 85004.',
    ]);
    for (const label of ['Name', 'State (two letters)', 'ZIP code'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(callsOf(calls, 'UpdateStoreDetails')).toEqual([]);
  });

  it('shows the server’s refusal in its words', async () => {
    stubGraphQL({
      AdminStore: readsOf(STORE),
      UpdateStoreDetails: () =>
        failure('FORBIDDEN', 'Only a chain admin or this store’s manager may do this.'),
    });
    await openTab('Details');
    click('Save details');
    await waitFor(() =>
      expect(notSaved()?.textContent).toBe(
        'Not savedOnly a chain admin or this store’s manager may do this.',
      ),
    );
  });

  it('takes their details into the form when someone else saved first', async () => {
    const theirs = { ...STORE, version: 4, nickname: 'The Strip' };
    stubGraphQL({
      AdminStore: readsOf(STORE, theirs),
      UpdateStoreDetails: () =>
        failure('EDIT_CONFLICT', 'Someone else saved this store while you were editing it.', {
          current: storeRecord({ version: 4, nickname: 'The Strip' }),
        }),
    });
    await openTab('Details');
    type('Nickname (what the app shows)', 'Vegas');
    click('Save details');
    const conflict = await screen.findByRole('alert');
    expect(
      within(conflict).getByRole('row', { name: /Nickname \(what the app shows\) \(differs\)/ }).textContent,
    ).toContain('The Strip');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Use their version' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Nickname (what the app shows)').value).toBe(
        'The Strip',
      ),
    );
  });
});

describe('StoreEditor: tax rate', () => {
  it('names a rate it cannot read, then one out of range, and sends nothing', async () => {
    const calls = stubGraphQL({ AdminStore: readsOf(STORE) });
    await openTab('Details');
    type('Tax rate (%)', 'six');
    click('Save tax rate');
    expect(notSaved()?.textContent).toContain(
      'Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).',
    );
    type('Tax rate (%)', '25');
    expect(screen.getByLabelText('Tax rate (%)').getAttribute('aria-invalid')).toBe('true');
    expect(notSaved()?.textContent).toContain(
      'The tax rate must be from 0% to 20% with at most four decimals',
    );
    await tick();
    expect(callsOf(calls, 'UpdateStoreTaxRate')).toEqual([]);
  });
});
