// The audit log's filters: a store and a day narrow what is asked for, and Clear filters asks for
// everything again; a change opens with its record.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuditLogPage from '../src/features/audit/audit-log-page.tsx';
import { stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { adminStores } from './support/admin-store.ts';
import { WithClient } from './support/with-client.tsx';

const ENTRY = {
  id: 9,
  at: '2026-03-02T20:00:00.000Z',
  actorEmail: 'boss@example.com',
  action: 'store.make-minutes.update',
  entityType: 'store',
  entityId: '118',
  storeId: 118,
  before: '{"makeMinutes":5}',
  after: '{"makeMinutes":7}',
};

startEachTestAfresh();

describe('AuditLogPage', () => {
  it('asks for the chosen store and days, then for everything once cleared', async () => {
    const calls = stubGraphQL({
      AdminStores: adminStores,
      AuditLogFacets: () => ({
        auditLogFacets: { actions: [ENTRY.action], entityTypes: ['store'], actors: [] },
      }),
      AuditLog: () => ({ auditLog: { total: 1, nextCursor: null, entries: [ENTRY] } }),
    });
    render(
      <WithClient>
        <AuditLogPage />
      </WithClient>,
    );
    const filters = screen.getByRole('region', { name: 'Filters' });
    await within(filters).findByRole('option', { name: 'Brewline Las Vegas Strip' });
    fireEvent.change(within(filters).getByLabelText('Store'), { target: { value: '118' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(callsOf(calls, 'AuditLog').at(-1)?.variables).toMatchObject({ storeId: 118, action: null }),
    );
    expect(callsOf(calls, 'AuditLog').at(-1)?.variables['since']).toBe(new Date(2026, 2, 1).toISOString());
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(callsOf(calls, 'AuditLog').at(-1)?.variables).toMatchObject({ storeId: null, since: null }),
    );
    expect(within(filters).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    fireEvent.click(
      await screen.findByRole('button', { name: /^Show the change store.make-minutes.update/ }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
