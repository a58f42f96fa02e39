// The start-up gate: progress while the tables arrive, the app only at 100, a clear retry on failure.
import { encodeTable } from '@brewline/domain/menu/menu-table-columns';
import { MENU_TABLE_NAMES } from '@brewline/domain/menu/menu-tables';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuTablesProvider, useMenuTables } from '../src/lib/menu-tables-context.tsx';

function GroupCount() {
  return <p>{useMenuTables().productGroups.length} groups</p>;
}

function serveTables(fail: { index?: boolean } = {}) {
  const index = MENU_TABLE_NAMES.map((tableName) => ({ tableName, fileName: `${tableName}.abc.json` }));
  return vi.fn((url: string, _init?: RequestInit) => {
    // The server ignores the query a retry adds ('?attempt=1').
    if (url.split('?')[0]?.endsWith('tableNames.json')) {
      return Promise.resolve(fail.index ? new Response('down', { status: 503 }) : Response.json(index));
    }
    const rows = url.includes('productGroups')
      ? [{ id: 1, parentId: 0, name: 'Hot Coffee', isVisible: true, priority: 1, image: 'x' }]
      : [];
    // The server writes each table by column (decision 010).
    return Promise.resolve(Response.json(encodeTable(rows)));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MenuTablesProvider', () => {
  it('shows the download with its progress, then the app once every table is in', async () => {
    const fetchMock = serveTables();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MenuTablesProvider>
        <GroupCount />
      </MenuTablesProvider>,
    );
    expect(screen.getByText('Downloading menu data...')).toBeTruthy();
    expect(screen.getByTestId('menu-progress').getAttribute('value')).toBe('0');
    expect(await screen.findByText('1 groups')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(MENU_TABLE_NAMES.length + 1);
  });

  it('says the servers could not be reached and retries on request', async () => {
    vi.stubGlobal('fetch', serveTables({ index: true }));
    render(
      <MenuTablesProvider>
        <GroupCount />
      </MenuTablesProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "It looks like we couldn't reach our servers. Please try again later.",
    );
    const retry = serveTables();
    vi.stubGlobal('fetch', retry);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('1 groups')).toBeTruthy();
    // The retry asks the network itself: the page's failed preloads of these URLs must not answer it.
    expect(retry.mock.calls.map(([, init]) => init?.cache)).toEqual(
      Array<string>(MENU_TABLE_NAMES.length + 1).fill('reload'),
    );
    expect(retry.mock.calls.every(([url]) => url.endsWith('.json?attempt=1'))).toBe(true);
  });

  // The app's Suspense boundary sits above this gate (app.tsx): a part of the screen that suspends must
  // not send the gate back to 'Downloading menu data...', which would draw the screen anew and lose
  // what the customer had typed into it.
  it('keeps the screen, and what was typed into it, when a part of it that was still loading arrives', async () => {
    const fetchMock = serveTables();
    vi.stubGlobal('fetch', fetchMock);
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Step = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    function Screen() {
      const [name, setName] = useState('');
      const [next, setNext] = useState(false);
      return (
        <>
          <GroupCount />
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" onClick={() => setNext(true)}>
            Continue
          </button>
          {next && <Step />}
        </>
      );
    }
    render(
      <Suspense fallback={<p>Loading the step</p>}>
        <MenuTablesProvider>
          <Screen />
        </MenuTablesProvider>
      </Suspense>,
    );
    await screen.findByText('1 groups');
    const field = screen.getByLabelText<HTMLInputElement>('Name');
    fireEvent.input(field, { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Loading the step')).toBeTruthy();
    await act(async () => {
      arrive({ default: () => <p>The next step</p> });
      await Promise.resolve();
    });
    // Past the effects' frame and the download's two frames: the gate would have been back by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByText('Downloading menu data...')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(MENU_TABLE_NAMES.length + 1);
    expect(screen.getByText('The next step')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText('Name')).toBe(field);
  });
});
