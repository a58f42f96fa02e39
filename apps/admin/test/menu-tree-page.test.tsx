// The menu tree around the group editor: a saved group is said on the page and its editor closes; a
// new order the server refuses is said in its words, and the draft is read again.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuTreePage } from '../src/features/menu/menu-tree-page.tsx';
import type { MenuDraft } from '../src/features/menu/product-form.ts';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { DRAFT } from './support/menu-draft.ts';
import { WithClient } from './support/with-client.tsx';

const HOT_COFFEE = DRAFT.groups[0];
const WITH_TEA: MenuDraft = {
  ...DRAFT,
  groups: [...DRAFT.groups, ...(HOT_COFFEE ? [{ ...HOT_COFFEE, id: 2, name: 'Tea', productIds: [] }] : [])],
};
const MENU: Handler = () => ({ menuDraft: WITH_TEA });

function renderPage() {
  render(
    <WithClient>
      <MenuTreePage />
    </WithClient>,
  );
}

startEachTestAfresh();

describe('MenuTreePage', () => {
  it('says a group is saved and closes its editor', async () => {
    stubGraphQL({
      MenuDraft: MENU,
      SaveMenuGroup: () => ({ saveMenuGroup: { id: 1, name: 'Hot Coffees', version: 2 } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const editor = screen.getByRole('region', { name: 'Group: Hot Coffee' });
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Hot Coffees' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Hot Coffees is saved in the draft.'),
    );
    expect(screen.queryByRole('region', { name: 'Group: Hot Coffee' })).toBeNull();
  });

  it('says a refused new order in the server’s words and reads the draft again', async () => {
    const refusal = 'Someone else changed this list while you were ordering it. Try again.';
    const calls = stubGraphQL({
      MenuDraft: MENU,
      ReorderMenuGroups: () => failure('EDIT_CONFLICT', refusal),
    });
    renderPage();
    const groups = await screen.findByRole('list', { name: 'Top-level groups' });
    fireEvent.click(within(groups).getByRole('button', { name: 'Move Tea up' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(callsOf(calls, 'ReorderMenuGroups')[0]?.variables).toEqual({
      parentId: 0,
      groupIds: [2, 1],
      expectedVersion: 1,
    });
    await waitFor(() => expect(callsOf(calls, 'MenuDraft').length).toBeGreaterThan(1));
  });
});
