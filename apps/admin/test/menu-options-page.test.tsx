// The sizes and modifiers page's editors: what a form cannot send (ounces or a counted modifier's most
// that are not whole numbers) is named at once, every one, and nothing is sent; the server's problems
// (the domain's rules need the whole menu) are shown beside their fields with its sentence; a save
// over someone else's version shows theirs beside this person's, then saves over it or takes it; a
// removal the server refuses is said in its words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuOptionsPage } from '../src/features/menu/menu-options-page.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh, tick } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const TALL = { __typename: 'MenuSize', id: 2, name: 'Tall', ounces: 12, version: 1 };
const MILK = {
  __typename: 'MenuModifierGroup',
  id: 1,
  name: 'Milk',
  multiSelect: false,
  version: 3,
  modifiers: [
    { __typename: 'MenuModifier', id: 101, name: 'Oat', isVariableQuantity: false, maxQuantity: 1 },
  ],
};
const step = (id: number, name: string) => ({ __typename: 'MenuModifierScaleStep', id, name });
const ICE = {
  __typename: 'MenuModifierScale',
  id: 5,
  name: 'Ice',
  version: 2,
  steps: [step(51, 'No Ice'), step(52, 'Light Ice')],
};
const OPTIONS: Handler = () => ({
  menuDraft: { version: 4, sizes: [TALL], modifierGroups: [MILK], modifierScales: [ICE] },
});

const renderPage = () =>
  render(
    <WithClient>
      <MenuOptionsPage />
    </WithClient>,
  );
async function edit(name: string, editor: string) {
  // jsdom joins "Edit" and the hidden name without the space a browser reads between them.
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Edit ?${name}$`) }));
  return screen.getByRole('region', { name: editor });
}
const saveIn = (editor: HTMLElement) =>
  fireEvent.click(within(editor).getByRole('button', { name: 'Save to draft' }));
const typeIn = (editor: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(editor).getByLabelText(label), { target: { value } });

startEachTestAfresh();

describe('MenuOptionsPage: what a form cannot send', () => {
  it('names ounces that are not a whole number and sends nothing', async () => {
    const calls = stubGraphQL({ MenuOptions: OPTIONS });
    renderPage();
    const editor = await edit('Tall', 'Size: Tall');
    typeIn(editor, 'Fluid ounces', 'twelve');
    saveIn(editor);
    expect(
      within(editor).getByText('Enter the ounces as a whole number, like 12, or leave it empty.'),
    ).toBeTruthy();
    expect(within(editor).getByLabelText('Fluid ounces').getAttribute('aria-invalid')).toBe('true');
    await tick();
    expect(callsOf(calls, 'SaveMenuSize')).toEqual([]);
  });

  it('names every counted modifier whose most it cannot read at once, and sends nothing', async () => {
    const calls = stubGraphQL({ MenuOptions: OPTIONS });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New modifier group' }));
    const editor = screen.getByRole('region', { name: 'New modifier group' });
    typeIn(editor, 'Name', 'Syrups');
    for (const [index, name] of ['Vanilla', 'Caramel'].entries()) {
      fireEvent.click(within(editor).getByRole('button', { name: 'Add a modifier' }));
      typeIn(editor, `Modifier ${index + 1} name`, name);
      fireEvent.click(within(editor).getAllByRole('checkbox', { name: 'Counted' })[index] as HTMLElement);
      typeIn(editor, `Most of modifier ${index + 1} a customer can ask for`, index === 0 ? 'lots' : '');
    }
    saveIn(editor);
    const modifiers = within(editor).getByRole('group', { name: 'Modifiers' });
    expect(modifiers.textContent).toContain('Enter the most of "Vanilla" as a whole number, like 6.');
    expect(modifiers.textContent).toContain('Enter the most of "Caramel" as a whole number, like 6.');
    await tick();
    expect(callsOf(calls, 'SaveMenuModifierGroup')).toEqual([]);
    typeIn(editor, 'Most of modifier 1 a customer can ask for', '4');
    expect(modifiers.textContent).not.toContain('"Vanilla"');
    expect(modifiers.textContent).toContain('"Caramel"');
  });
});

describe('MenuOptionsPage: the server’s problems', () => {
  it('shows each beside its field at once, with the server’s sentence, and keeps what was typed', async () => {
    stubGraphQL({
      MenuOptions: OPTIONS,
      SaveMenuModifierGroup: () =>
        failure('INVALID_INPUT', 'Another modifier group is already called Milk.', {
          problems: [
            { field: 'name', message: 'Another modifier group is already called Milk.' },
            { field: 'modifiers', message: 'A modifier group needs at least one modifier.' },
          ],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New modifier group' }));
    const editor = screen.getByRole('region', { name: 'New modifier group' });
    typeIn(editor, 'Name', 'milk');
    saveIn(editor);
    await waitFor(() =>
      expect(within(editor).getByRole('alert').textContent).toBe(
        'Another modifier group is already called Milk.',
      ),
    );
    expect(within(editor).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getByRole('group', { name: 'Modifiers' }).textContent).toContain(
      'A modifier group needs at least one modifier.',
    );
    expect(within(editor).getByLabelText<HTMLInputElement>('Name').value).toBe('milk');
  });

  it('says a removal refused while a product offers the group, in the server’s words', async () => {
    const refusal = 'Milk is still offered by Caffè Latte: untick it in that product before removing it.';
    const calls = stubGraphQL({
      MenuOptions: OPTIONS,
      RemoveMenuModifierGroup: () =>
        failure('INVALID_INPUT', refusal, { problems: [{ field: 'menu', message: refusal }] }),
    });
    renderPage();
    const editor = await edit('Milk', 'Modifier group: Milk');
    fireEvent.click(within(editor).getByRole('button', { name: /^Remove ?Milk$/ }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Milk?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove from draft' }));
    await waitFor(() => expect(within(editor).getByRole('alert').textContent).toBe(refusal));
    expect(callsOf(calls, 'RemoveMenuModifierGroup')[0]?.variables).toEqual({ id: 1, expectedVersion: 3 });
    expect(screen.queryByRole('dialog', { name: 'Remove Milk?' })).toBeNull();
  });
});

describe('MenuOptionsPage: when someone else saved first', () => {
  const conflictThen = (current: unknown, saved: Handler): Handler => {
    let saves = 0;
    return (variables) => {
      saves += 1;
      return saves === 1
        ? failure('EDIT_CONFLICT', 'Someone else saved this record while you were editing it.', { current })
        : saved(variables);
    };
  };

  it('lays their scale beside mine and saves mine over theirs, sending only what the input takes', async () => {
    const theirs = { ...ICE, name: 'Ice level', version: 3, steps: [...ICE.steps, step(53, 'Extra Ice')] };
    const calls = stubGraphQL({
      MenuOptions: OPTIONS,
      SaveMenuModifierScale: conflictThen({ option: theirs, version: 3 }, (variables) => ({
        saveMenuModifierScale: { ...ICE, ...(variables['scale'] as object), version: 4 },
      })),
    });
    renderPage();
    const editor = await edit('Ice', 'Scale: Ice');
    typeIn(editor, 'Name', 'Ice amount');
    saveIn(editor);
    const conflict = await within(editor).findByRole('alert');
    expect(within(conflict).getByRole('row', { name: /Name \(differs\)/ }).textContent).toBe(
      'Name (differs)Ice levelIce amount',
    );
    expect(within(conflict).getByRole('row', { name: /Steps \(differs\)/ }).textContent).toContain(
      'Extra Ice',
    );
    fireEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
    await screen.findByText('Ice amount is saved in the draft. Customers see it once the menu is published.');
    const saves = callsOf(calls, 'SaveMenuModifierScale').map((call) => call.variables);
    expect(saves.map((variables) => variables['expectedVersion'])).toEqual([2, 3]);
    expect(saves[1]?.['scale']).toEqual({
      id: 5,
      name: 'Ice amount',
      steps: [
        { id: 51, name: 'No Ice' },
        { id: 52, name: 'Light Ice' },
      ],
    });
  });

  it('takes their size into the form', async () => {
    stubGraphQL({
      MenuOptions: OPTIONS,
      SaveMenuSize: conflictThen(
        { option: { ...TALL, name: 'Small', ounces: 10, version: 2 }, version: 2 },
        () => ({
          saveMenuSize: TALL,
        }),
      ),
    });
    renderPage();
    const editor = await edit('Tall', 'Size: Tall');
    typeIn(editor, 'Fluid ounces', '14');
    saveIn(editor);
    fireEvent.click(await within(editor).findByRole('button', { name: 'Use their version' }));
    expect(within(editor).getByLabelText<HTMLInputElement>('Name').value).toBe('Small');
    expect(within(editor).getByLabelText<HTMLInputElement>('Fluid ounces').value).toBe('10');
    expect(within(editor).queryByRole('alert')).toBeNull();
  });
});
