// Review and publish: publishing and discarding each ask first, then say what happened; a refusal is
// said in the server's words; a draft with problems cannot be published.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PublishPage from '../src/features/menu/publish-page.tsx';
import type { MenuDraft } from '../src/features/menu/product-form.ts';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { DRAFT } from './support/menu-draft.ts';
import { WithClient } from './support/with-client.tsx';

const CHANGED: MenuDraft = {
  ...DRAFT,
  changes: [{ kind: 'ADDED', entityType: 'product', entityId: 7, name: 'Maple Oat Latte', details: [] }],
};
const draftOf =
  (draft: MenuDraft): Handler =>
  () => ({ menuDraft: draft });

function renderPage() {
  render(
    <WithClient>
      <PublishPage />
    </WithClient>,
  );
}
async function confirm(action: 'Publish' | 'Discard draft', dialogTitle: string, button: RegExp) {
  const start = await screen.findByRole('button', { name: action });
  await waitFor(() => expect(start).toHaveProperty('disabled', false));
  fireEvent.click(start);
  fireEvent.click(
    within(screen.getByRole('dialog', { name: dialogTitle })).getByRole('button', { name: button }),
  );
}

startEachTestAfresh();

describe('PublishPage', () => {
  it('publishes once confirmed and says which version every server serves', async () => {
    const calls = stubGraphQL({
      MenuDraft: draftOf(CHANGED),
      PublishMenu: () => ({ publishMenu: { version: 5, pricesWritten: 0, changes: [] } }),
    });
    renderPage();
    await confirm('Publish', 'Publish the menu?', /^Publish now$/);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Published as menu version 5: every server serves it now, and customers get it on their next visit.',
      ),
    );
    expect(callsOf(calls, 'PublishMenu')[0]?.variables).toEqual({ expectedDraftVersion: 4 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a refused publication in the server’s words', async () => {
    const refusal = 'Someone else changed the draft while you were reviewing it. Review it again.';
    stubGraphQL({ MenuDraft: draftOf(CHANGED), PublishMenu: () => failure('EDIT_CONFLICT', refusal) });
    renderPage();
    await confirm('Publish', 'Publish the menu?', /^Publish now$/);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
  });

  it('discards the draft once confirmed and says so', async () => {
    const calls = stubGraphQL({
      MenuDraft: draftOf(CHANGED),
      DiscardMenuDraft: () => ({ discardMenuDraft: true }),
    });
    renderPage();
    await confirm('Discard draft', 'Discard the draft?', /^Discard 1 change$/);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The draft was discarded: it is the live menu again.',
      ),
    );
    expect(callsOf(calls, 'DiscardMenuDraft')).toHaveLength(1);
  });

  it('lists what stops publishing and keeps Publish away', async () => {
    stubGraphQL({
      MenuDraft: draftOf({
        ...CHANGED,
        problems: [{ field: 'menu', message: 'Maple Oat Latte has no size.' }],
      }),
    });
    renderPage();
    const blockers = await screen.findByRole('alert');
    expect(blockers.textContent).toBe('Fix these before publishingMaple Oat Latte has no size.');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });
});
