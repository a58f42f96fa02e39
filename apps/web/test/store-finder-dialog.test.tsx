// The Find a Store modal (docs/product/account.md#screens, #validation, #messages): the search
// box's validation, ZIP and city searches with the selected store on top, '0 results for {search}',
// the location messages, and what choosing a store does for each source.
import { GEOLOCATION_OPTIONS } from '@brewline/domain/validation/store-search';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as GraphQLProvider } from 'urql';
import type { StoreFinderSource } from '../src/features/stores/model/finder-source.ts';
import { StoreFinderDialog } from '../src/features/stores/store-finder-dialog.tsx';
import { CartProvider } from '../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';
import { stubGraphQL, type GraphQLCall } from './support/graphql-fetch.ts';

const tracked = vi.hoisted(() => [] as { name: string; props: unknown }[]);
vi.mock('../src/lib/analytics.ts', () => ({
  track: (name: string, props: unknown) => tracked.push({ name, props }),
}));

function finderStore(storeId: number, city: string, options: { oLOEnabled?: boolean; open?: boolean } = {}) {
  const open = options.open ?? true;
  return {
    storeId,
    nickname: `${city} ${storeId}`,
    address1: `${storeId} Main St`,
    address2: null,
    city,
    state: 'AZ',
    zipCode: '85004',
    oLOEnabled: options.oLOEnabled ?? true,
    status: open ? 'OPEN' : 'CLOSED',
    statusLabel: open ? 'Open Now' : 'Closed',
  };
}

const PHOENIX = finderStore(111, 'Phoenix');
const SCOTTSDALE = finderStore(112, 'Scottsdale', { oLOEnabled: false, open: false });

function selectedStore(storeId: number) {
  const hours = { sunOpen: '0', sunClose: '2400', monThruThursOpen: '0', monThruThursClose: '2400' };
  return {
    store: {
      storeId,
      regionId: 3,
      name: `Store ${storeId}`,
      nickname: `Store ${storeId}`,
      city: 'Scottsdale',
      state: 'AZ',
      timeZone: 'America/Phoenix',
      oLOEnabled: true,
      ...hours,
      friOpen: '0',
      friClose: '2400',
      satOpen: '0',
      satClose: '2400',
    },
    unavailableProducts: [],
  };
}

let calls: GraphQLCall[] = [];

function serveStores() {
  calls = stubGraphQL({
    Stores: () => ({ stores: [PHOENIX, SCOTTSDALE, finderStore(995, 'Denver')] }),
    StoresByZip: ({ zip }) => ({
      storesByZip:
        zip === '85004'
          ? [
              { distance: 0.31, store: PHOENIX },
              { distance: 8.64, store: SCOTTSDALE },
            ]
          : [],
    }),
    StoresByCity: ({ city }) => ({
      storesByCity: city === 'Phoenix, AZ' ? [{ distance: 1.2, store: PHOENIX }] : [],
    }),
    StoresByCoordinates: () => ({ storesByCoordinates: [{ distance: 2.5, store: PHOENIX }] }),
    SelectedStore: ({ storeId }) => selectedStore(Number(storeId)),
  });
}

function renderFinder(source: StoreFinderSource, props: { onPickFavorite?: (id: number) => void } = {}) {
  const onClose = vi.fn();
  render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SelectedStoreProvider>
        <CartProvider>
          <StoreFinderDialog source={source} onClose={onClose} {...props} />
        </CartProvider>
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
  return { onClose };
}

const field = () => screen.getByRole('searchbox', { name: 'ZIP code or City' });

function search(text: string) {
  fireEvent.input(field(), { target: { value: text } });
  fireEvent.click(screen.getByTestId('store-search-submit'));
}

const storeIdsShown = () =>
  screen
    .getAllByTestId(/^store-result-/)
    .map((card) => Number(card.dataset['testid']?.replace('store-result-', '')));

beforeAll(() => {
  // jsdom has no modal dialogs; the modal's own behaviour is the browser's.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

beforeEach(() => {
  localStorage.clear();
  tracked.length = 0;
  serveStores();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Find a Store validation', () => {
  it('asks for a ZIP code or city when the field is empty, without searching', async () => {
    renderFinder('select');
    await screen.findByText('All stores', { selector: '[role="status"]' });
    search('   ');
    const message = screen.getByTestId('store-search-error');
    expect(message.textContent).toBe('*Please enter the ZIP code or City.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.filter((c) => c.operationName.startsWith('StoresBy'))).toEqual([]);
  });

  it('asks to check a ZIP code that is all digits but not five long', () => {
    renderFinder('select');
    search('8500');
    expect(screen.getByTestId('store-search-error').textContent).toBe('*Please check the ZIP code again.');
    search('850041');
    expect(screen.getByTestId('store-search-error').textContent).toBe('*Please check the ZIP code again.');
    expect(calls.filter((c) => c.operationName.startsWith('StoresBy'))).toEqual([]);
  });
});

describe('Find a Store searches', () => {
  it('lists every store but the global one before a search', async () => {
    renderFinder('select');
    await screen.findByTestId('store-result-111');
    expect(storeIdsShown()).toEqual([111, 112]);
  });

  it('searches five digits by ZIP: nearest first, the selected store on top, ORDER off without online ordering', async () => {
    localStorage.setItem('brewline.storeId', '112');
    renderFinder('select');
    search('85004');
    expect(await screen.findByText('2 stores near 85004')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'StoresByZip')?.variables).toEqual({ zip: '85004' });
    expect(storeIdsShown()).toEqual([112, 111]);
    const phoenix = within(screen.getByTestId('store-result-111'));
    expect(phoenix.getByText('0.3 mi')).toBeTruthy();
    expect(phoenix.getByText('Open Now')).toBeTruthy();
    expect(phoenix.getByText('111 Main St', { exact: false })).toBeTruthy();
    const scottsdale = within(screen.getByTestId('store-result-112'));
    expect(scottsdale.getByText('Your store')).toBeTruthy();
    expect(scottsdale.getByText('Closed')).toBeTruthy();
    expect(scottsdale.getByText('Online ordering unavailable')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('store-option-112').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('store-option-111').disabled).toBe(false);
    expect(tracked).toEqual([{ name: 'store_zip', props: { zip: '85004', resultCount: 2 } }]);
  });

  it('searches anything else by city and says when nothing is found', async () => {
    renderFinder('select');
    search('Phoenix, AZ');
    expect(await screen.findByText('1 store near Phoenix, AZ')).toBeTruthy();
    search('Atlantis');
    expect(await screen.findByText('0 results for Atlantis')).toBeTruthy();
    expect(screen.queryAllByTestId(/^store-result-/)).toEqual([]);
    expect(tracked.at(-1)).toEqual({ name: 'store_zip', props: { by: 'city', resultCount: 0 } });
  });

  it('answers the newest search when one is sent while another loads, and says it is searching', async () => {
    let answerZip: (answer: unknown) => void = () => undefined;
    calls = stubGraphQL({
      Stores: () => ({ stores: [PHOENIX, SCOTTSDALE] }),
      StoresByZip: () => new Promise((resolve) => (answerZip = resolve)),
      StoresByCity: () => ({ storesByCity: [{ distance: 1.2, store: PHOENIX }] }),
    });
    renderFinder('select');
    search('89109');
    expect(await screen.findByText('Searching…', { selector: '[role="status"]' })).toBeTruthy();
    // Enter in the field while the first search still loads.
    fireEvent.input(field(), { target: { value: 'Phoenix, AZ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Find a store' }));
    expect(await screen.findByText('1 store near Phoenix, AZ')).toBeTruthy();
    act(() => answerZip({ storesByZip: [{ distance: 3, store: SCOTTSDALE }] }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'StoresByZip')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('store-finder-summary').textContent).toBe('1 store near Phoenix, AZ');
    expect(storeIdsShown()).toEqual([111]);
  });

  it('lets a keyboard reach the list of stores', async () => {
    renderFinder('select');
    await screen.findByTestId('store-result-111');
    const list = screen.getByRole('region', { name: 'All stores' });
    expect(list.tabIndex).toBe(0);
  });

  it('searches near the device with the spec settings, and explains a refusal', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail: PositionErrorCallback | null, _options?: PositionOptions) =>
        ok({ coords: { latitude: 33.45, longitude: -112.07 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderFinder('select');
    fireEvent.click(screen.getByTestId('store-search-locate'));
    expect(await screen.findByText('1 store near you')).toBeTruthy();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(GEOLOCATION_OPTIONS);
    expect(calls.find((c) => c.operationName === 'StoresByCoordinates')?.variables).toEqual({
      latitude: 33.45,
      longitude: -112.07,
    });

    getCurrentPosition.mockImplementation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    fireEvent.click(screen.getByTestId('store-search-locate'));
    expect((await screen.findByTestId('store-finder-error')).textContent).toBe(
      'Please make sure location services are enabled',
    );
    getCurrentPosition.mockImplementation((_ok, fail) => fail?.({ code: 3 } as GeolocationPositionError));
    fireEvent.click(screen.getByTestId('store-search-locate'));
    await waitFor(() =>
      expect(screen.getByTestId('store-finder-error').textContent).toBe(
        'Please check if location services is enabled',
      ),
    );
  });
});

describe('choosing a store', () => {
  async function orderFromPhoenix(source: StoreFinderSource, props = {}) {
    const rendered = renderFinder(source, props);
    search('85004');
    await screen.findByText('2 stores near 85004');
    act(() => screen.getByTestId('store-option-111').click());
    return rendered;
  }

  it('sets the store and closes when opened to select', async () => {
    const { onClose } = await orderFromPhoenix('select');
    expect(localStorage.getItem('brewline.storeId')).toBe('111');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sets the store and stays open, with it on top, when opened from Find a Store', async () => {
    localStorage.setItem('brewline.storeId', '112');
    const { onClose } = await orderFromPhoenix('find-store');
    expect(localStorage.getItem('brewline.storeId')).toBe('111');
    expect(onClose).not.toHaveBeenCalled();
    expect(storeIdsShown()).toEqual([111, 112]);
    expect(screen.getByRole('heading', { name: 'Find a Store' })).toBeTruthy();
  });

  it('picks for the favorites list without changing the ordering store', async () => {
    localStorage.setItem('brewline.storeId', '112');
    const onPickFavorite = vi.fn();
    const { onClose } = await orderFromPhoenix('favorites', { onPickFavorite });
    expect(onPickFavorite).toHaveBeenCalledWith(111);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('brewline.storeId')).toBe('112');
  });
});
