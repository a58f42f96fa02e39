// The Locations page's hours under a store: the week, then the coming special dates with their reason
// and hours, as the server sends them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreHoursList } from '../src/features/stores/components/store-hours-list.tsx';

const week = {
  sunOpen: '700',
  sunClose: '2000',
  monThruThursOpen: '600',
  monThruThursClose: '2100',
  friOpen: '600',
  friClose: '2200',
  satOpen: '700',
  satClose: '2200',
};

afterEach(cleanup);

describe('StoreHoursList', () => {
  it('shows the coming holidays under the week', () => {
    render(
      <StoreHoursList
        storeName="Phoenix Downtown"
        hours={{
          ...week,
          specialHours: [
            { date: '2026-11-26', reason: 'Thanksgiving', hours: 'Closed' },
            { date: '2026-12-24', reason: 'Christmas Eve', hours: '7:00 AM – 2:00 PM' },
          ],
        }}
      />,
    );
    expect(screen.getByLabelText('Phoenix Downtown special hours').textContent).toBe(
      'Thu, Nov 26, 2026 · ThanksgivingClosedThu, Dec 24, 2026 · Christmas Eve7:00 AM – 2:00 PM',
    );
  });

  it('shows no special hours section without special dates', () => {
    render(<StoreHoursList storeName="Phoenix Downtown" hours={week} />);
    expect(screen.queryByLabelText('Phoenix Downtown special hours')).toBeNull();
    expect(screen.getByLabelText('Phoenix Downtown hours').textContent).toContain(
      'Mon – Thu6:00 AM – 9:00 PM',
    );
  });
});
