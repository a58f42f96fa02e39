// The menu group's editor: the seasonal rules need the whole menu, so the server names every problem
// at once and each is shown beside its field with the server's sentence above; a save over someone
// else's version shows theirs beside this person's, then saves over it or takes it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GroupEditor } from '../src/features/menu/group-editor.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { DRAFT } from './support/menu-draft.ts';
import { startEachTestAfresh } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const LATTES = DRAFT.groups[1] ?? DRAFT.groups[0];

function renderEditor(onSaved = vi.fn()) {
  if (!LATTES) throw new Error('The draft has no groups');
  render(
    <WithClient>
      <GroupEditor group={LATTES} onSaved={onSaved} onCancel={vi.fn()} />
    </WithClient>,
  );
  return onSaved;
}
const editor = () => screen.getByRole('region', { name: 'Group: Lattes' });
const save = () => fireEvent.click(within(editor()).getByRole('button', { name: 'Save to draft' }));

startEachTestAfresh();

describe('GroupEditor', () => {
  it('shows every problem the server names beside its field at once, and keeps what was typed', async () => {
    const seasonal =
      'Hot Coffee is the seasonal group: the menu shows one banner. Make Hot Coffee not seasonal first.';
    stubGraphQL({
      SaveMenuGroup: () =>
        failure('INVALID_INPUT', seasonal, {
          problems: [
            { field: 'isSeasonal', message: seasonal },
            { field: 'bannerTitle', message: "A seasonal group's banner needs a title." },
          ],
        }),
    });
    renderEditor();
    fireEvent.click(within(editor()).getByRole('checkbox', { name: /^Seasonal group/ }));
    save();
    await waitFor(() => expect(within(editor()).getByRole('alert').textContent).toBe(seasonal));
    const banner = within(editor()).getByRole('group', { name: 'Seasonal banner' });
    expect(within(banner).getAllByText(seasonal)).toHaveLength(1);
    expect(within(editor()).getByLabelText('Banner title').getAttribute('aria-invalid')).toBe('true');
    expect(banner.textContent).toContain("A seasonal group's banner needs a title.");
    expect(within(editor()).getByRole('checkbox', { name: /^Seasonal group/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  describe('when someone else saved first', () => {
    const theirs = { ...LATTES, name: 'Lattes and Macchiatos', isVisible: false, version: 2 };
    const conflictThenSaved = (): Handler => {
      let saves = 0;
      return (variables) => {
        saves += 1;
        const group = variables['group'] as { name: string };
        return saves === 1
          ? failure('EDIT_CONFLICT', 'Someone else saved this group while you were editing it.', {
              current: { group: theirs, version: 2 },
            })
          : { saveMenuGroup: { id: 11, name: group.name, version: 3 } };
      };
    };

    it('lays their group beside mine and saves mine over theirs', async () => {
      const calls = stubGraphQL({ SaveMenuGroup: conflictThenSaved() });
      const onSaved = renderEditor();
      fireEvent.change(within(editor()).getByLabelText('Name'), { target: { value: 'Espresso Lattes' } });
      save();
      const conflict = await within(editor()).findByRole('alert');
      expect(within(conflict).getByRole('row', { name: /Shown \(differs\)/ }).textContent).toBe(
        'Shown (differs)NoYes',
      );
      fireEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Espresso Lattes is saved in the draft.'));
      expect(
        calls
          .filter((call) => call.operationName === 'SaveMenuGroup')
          .map((call) => call.variables['expectedVersion']),
      ).toEqual([1, 2]);
    });

    it('takes their group into the form', async () => {
      stubGraphQL({ SaveMenuGroup: conflictThenSaved() });
      renderEditor();
      fireEvent.change(within(editor()).getByLabelText('Name'), { target: { value: 'Espresso Lattes' } });
      save();
      fireEvent.click(await within(editor()).findByRole('button', { name: 'Use their version' }));
      expect(within(editor()).getByLabelText<HTMLInputElement>('Name').value).toBe('Lattes and Macchiatos');
      expect(within(editor()).getByRole('checkbox', { name: 'Shown to customers' })).toHaveProperty(
        'checked',
        false,
      );
      expect(within(editor()).queryByRole('alert')).toBeNull();
    });
  });
});
