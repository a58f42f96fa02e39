// The new-store form: every problem named at once by the rules the server applies, before anything
// is sent (what the form cannot read beside its field, the rest also listed under "Not saved"); the
// server's own refusal shown the same way with what was typed kept; a created store opens.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewStorePage from '../src/features/stores/new-store-page.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { WithClient } from './support/with-client.tsx';

const CHOICES: Record<string, Handler> = {
  NewStoreChoices: () => ({
    newStoreChoices: { suggestedStoreId: 120, regions: [{ regionId: 4, name: 'Mountain' }] },
  }),
  ZipLocation: () => ({
    zipLocation: {
      zipCode: '83702',
      city: 'Boise',
      state: 'ID',
      latitude: 43.6,
      longitude: -116.2,
      timeZone: 'America/Boise',
    },
  }),
};

const renderPage = () =>
  render(
    <WithClient>
      <NewStorePage />
    </WithClient>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create store' }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function fillAValidStore() {
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Store number').value).toBe('120'), {
    timeout: 5000,
  });
  type('ZIP code', '83702');
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Boise'), {
    timeout: 5000,
  });
  type('Street address', '800 W Main St');
  fireEvent.change(screen.getByLabelText('Region'), { target: { value: '4' } });
  type('Name', 'Brewline Boise Downtown');
  type('Nickname (what the app shows)', 'Boise Downtown');
  type('Phone', '2085550100');
  type('Sales tax rate (%)', '6');
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/stores/new');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewStorePage', () => {
  it('names every problem at once and sends nothing', async () => {
    const calls = stubGraphQL(CHOICES);
    renderPage();
    type('Minutes to make an order', '0');
    create();
    expect(
      screen.getByText('Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).'),
    ).toBeTruthy();
    expect(
      screen.getByText('Enter a ZIP code we can find: its position puts the store in the finder.'),
    ).toBeTruthy();
    const notSaved = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Not saved'));
    const listed = within(notSaved ?? document.body)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(
      expect.arrayContaining([
        'The store name cannot be empty.',
        "Choose one of the chain's regions.",
        'Make time must be a whole number of minutes from 1 to 60.',
      ]),
    );
    expect(listed).not.toContain(
      'Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).',
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(calls.map((call) => call.operationName)).not.toContain('CreateStore');
  });

  it('shows the server’s refusal beside its field and keeps what was typed', async () => {
    stubGraphQL({
      ...CHOICES,
      CreateStore: () =>
        failure('INVALID_INPUT', 'Store number 120 is taken; choose another.', {
          fieldErrors: [{ field: 'storeId', message: 'Store number 120 is taken; choose another.' }],
        }),
    });
    renderPage();
    await fillAValidStore();
    create();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('Store number 120 is taken; choose another.');
    expect(screen.getByLabelText('Store number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Street address').value).toBe('800 W Main St');
  });

  it('creates the store from what was typed and opens it', async () => {
    const calls = stubGraphQL({ ...CHOICES, CreateStore: () => ({ createStore: { storeId: 120 } }) });
    renderPage();
    await fillAValidStore();
    create();
    await waitFor(() => expect(window.location.pathname).toBe('/stores/120'));
    const store = calls.find((call) => call.operationName === 'CreateStore')?.variables['store'];
    expect(store).toMatchObject({
      storeId: 120,
      regionId: 4,
      timeZone: 'America/Boise',
      latitude: 43.6,
      longitude: -116.2,
      taxRateMicros: 60_000,
      details: { name: 'Brewline Boise Downtown', city: 'Boise', state: 'ID', address2: null, wiFi: true },
    });
  });
});
