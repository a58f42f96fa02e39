// The drink builder as the customer works it: defaults preselected, one milk at a time, syrups that
// toggle and count, a counted syrup removable only at zero, scales as tabs or a stepper, sizes that
// shift, and the cart line all of it makes.
import type { CartLine } from '@brewline/domain/orders/cart';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../src/features/product/model/product-detail.ts';
import { BuildYoursPanel } from '../src/features/product/build-yours-panel.tsx';
import { useDrinkBuilder } from '../src/features/product/model/use-drink-builder.ts';
import { lattePrices, latteProduct } from './support/latte-product.ts';

function Harness({ product, editLine = null }: { product: ProductDetail; editLine?: CartLine | null }) {
  const { selection, line, apply } = useDrinkBuilder(product, editLine);
  return (
    <>
      <BuildYoursPanel
        product={product}
        prices={lattePrices}
        selection={selection}
        apply={apply}
        editing={editLine !== null}
      />
      <output data-testid="line">{JSON.stringify(line)}</output>
    </>
  );
}

const line = () => JSON.parse(screen.getByTestId('line').textContent ?? 'null') as CartLine;
const pressed = (name: RegExp | string) =>
  screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';
/** A modifier group's list, opened as a customer opens a folded group: a tap on its summary. */
function group(name: string): HTMLElement {
  const summary = [...document.querySelectorAll('summary')].find(
    (candidate) => candidate.querySelector('span > span')?.textContent === name,
  );
  if (!summary) throw new Error(`no modifier group named ${name}`);
  if (!summary.parentElement?.hasAttribute('open')) fireEvent.click(summary);
  return screen.getByRole('list', { name });
}

afterEach(cleanup);

describe('Build Yours', () => {
  it('starts from the defaults: Grande, Hot, 2% Milk, the default roast, quantity 1', () => {
    render(<Harness product={latteProduct} />);
    expect(pressed(/Grande/)).toBe(true);
    expect(pressed('Hot')).toBe(true);
    expect(pressed(/2% Milk/)).toBe(true);
    expect(screen.getByTestId('group-summary-1').textContent).toBe('2% Milk');
    expect(screen.getByTestId('group-summary-2').textContent).toBe('None');
    expect(line()).toMatchObject({
      productId: 301,
      sizeId: 3,
      versionId: 3011,
      quantity: 1,
      modifiers: [
        { modifierId: 101, quantity: 1 },
        { modifierId: 902, quantity: 1 },
        { modifierId: 913, quantity: 1 },
      ],
      isSent: false,
    });
  });

  it('shows each size with its store price and hides blacklisted sizes', () => {
    render(<Harness product={latteProduct} />);
    const sizes = within(screen.getByTestId('size-options')).getAllByRole('button');
    expect(sizes.map((b) => b.textContent)).toEqual([
      'Short8 fl oz$3.95',
      'Tall12 fl oz$4.45',
      'Grande16 fl oz$4.95',
      'Venti20 fl oz$5.45',
    ]);
    fireEvent.click(sizes[3] as HTMLElement);
    expect(pressed(/Venti/)).toBe(true);
    expect(line().sizeId).toBe(4);
  });

  it('shifts a default size the product hides to the next one shown', () => {
    const kids: ProductDetail = {
      ...latteProduct,
      id: 521,
      autoModify: true,
      sizes: [
        { id: 8, name: 'Kids', ounces: 8, isDefault: true },
        { id: 2, name: 'Tall', ounces: 12, isDefault: false },
      ],
    };
    render(<Harness product={kids} />);
    expect(within(screen.getByTestId('size-options')).getAllByRole('button')).toHaveLength(1);
    expect(pressed(/Tall/)).toBe(true);
    expect(line().sizeId).toBe(2);
  });

  it('picks a version', () => {
    render(<Harness product={latteProduct} />);
    fireEvent.click(screen.getByRole('button', { name: 'Iced' }));
    expect(pressed('Iced')).toBe(true);
    expect(pressed('Hot')).toBe(false);
    expect(line().versionId).toBe(3012);
  });

  it('keeps one milk: choosing Oatmilk replaces 2% Milk, and the milk cannot be cleared', () => {
    render(<Harness product={latteProduct} />);
    fireEvent.click(screen.getByRole('button', { name: /Oatmilk/ }));
    expect(pressed(/Oatmilk/)).toBe(true);
    expect(pressed(/2% Milk/)).toBe(false);
    expect(screen.getByRole('button', { name: /Oatmilk/ }).textContent).toContain('+$0.70');
    fireEvent.click(screen.getByRole('button', { name: /Oatmilk/ }));
    expect(pressed(/Oatmilk/)).toBe(true);
    expect(line().modifiers).toContainEqual({ modifierId: 104, quantity: 1 });
    expect(line().modifiers).not.toContainEqual({ modifierId: 101, quantity: 1 });
  });

  it('shows an unfolded group open and a folded one by its summary, its list inside for find in page', () => {
    render(<Harness product={latteProduct} />);
    expect(screen.getByRole('list', { name: 'Milk' }).closest('details')?.open).toBe(true);
    expect(screen.getByTestId('group-summary-3').textContent).toBe('None');
    const toppings = screen.getByRole('list', { name: 'Toppings', hidden: true });
    expect(toppings.closest('details')?.open).toBe(false);
  });

  it('counts syrup pumps up to the maximum, removable only at zero', () => {
    render(<Harness product={latteProduct} />);
    const syrups = group('Syrups');
    fireEvent.click(within(syrups).getByRole('button', { name: /Vanilla Syrup/ }));
    const count = within(syrups).getByRole('group', { name: 'Vanilla Syrup count' });
    expect(within(count).getByRole('status').textContent).toBe('1');
    const more = within(count).getByRole('button', { name: 'One more Vanilla Syrup' });
    fireEvent.click(more);
    expect(line().modifiers).toContainEqual({ modifierId: 201, quantity: 2 });
    expect(screen.getByTestId('group-summary-2').textContent).toBe('Vanilla Syrup ×2');
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);

    // Above zero the syrup stays chosen when tapped.
    const toggle = within(syrups).getByRole('button', { name: /^Vanilla Syrup \+\$0\.60 each$/ });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    const less = within(count).getByRole('button', { name: 'One less Vanilla Syrup' });
    fireEvent.click(less);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(less).toHaveProperty('disabled', true);
    // At zero it adds nothing to the line, and now it can be deselected.
    expect(line().modifiers.some((m) => m.modifierId === 201)).toBe(false);
    expect(toggle.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(syrups).queryByRole('group', { name: 'Vanilla Syrup count' })).toBeNull();
  });

  it('toggles plain toppings on and off', () => {
    render(<Harness product={latteProduct} />);
    const whip = within(group('Toppings')).getByRole('button', { name: /Whipped Cream/ });
    fireEvent.click(whip);
    expect(whip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(whip);
    expect(whip.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a short scale as tabs and a long one as a stepper', () => {
    render(<Harness product={latteProduct} />);
    const tabs = screen.getByTestId('scale-tabs-2');
    fireEvent.click(within(tabs).getByRole('button', { name: 'Light Ice' }));
    expect(line().modifiers).toContainEqual({ modifierId: 912, quantity: 1 });

    const stepper = screen.getByTestId('scale-stepper-1');
    expect(within(stepper).getByRole('status').textContent).toBe('Signature Espresso Roast');
    fireEvent.click(within(stepper).getByRole('button', { name: 'Less: Espresso Roast' }));
    expect(within(stepper).getByRole('status').textContent).toBe('Blonde Espresso Roast');
    expect(
      within(stepper).getByRole<HTMLButtonElement>('button', { name: 'Less: Espresso Roast' }).disabled,
    ).toBe(true);
    expect(line().modifiers).toContainEqual({ modifierId: 901, quantity: 1 });
  });

  it('counts drinks from 1 to 25', () => {
    render(<Harness product={latteProduct} />);
    const quantity = screen.getByTestId('line-quantity');
    const less = within(quantity).getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    expect(less.disabled).toBe(true);
    const more = within(quantity).getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 30; i++) fireEvent.click(more);
    expect(line().quantity).toBe(25);
  });

  it('reopens a cart line with its choices on the edit screen', () => {
    const saved: CartLine = {
      lineId: 'line-1',
      productId: 301,
      sizeId: 2,
      versionId: 3012,
      quantity: 2,
      modifiers: [
        { modifierId: 104, quantity: 1 },
        { modifierId: 201, quantity: 2 },
        { modifierId: 901, quantity: 1 },
        { modifierId: 913, quantity: 1 },
      ],
      isSent: true,
    };
    render(<Harness product={latteProduct} editLine={saved} />);
    expect(screen.getByText('Editing a cart item')).toBeTruthy();
    expect(pressed(/Tall/)).toBe(true);
    expect(pressed('Iced')).toBe(true);
    expect(pressed(/Oatmilk/)).toBe(true);
    expect(screen.getByTestId('group-summary-2').textContent).toBe('Vanilla Syrup ×2');
    expect(line()).toEqual({ ...saved, isSent: false });
  });
});
