// The vehicle make picker as a keyboard and screen-reader user meets it: at most 11 suggestions,
// arrows and Enter, Escape, and the best match applied on leaving the field.
import { bestMatch, suggestMakes } from '@brewline/domain/orders/vehicle-suggestions';
import { VEHICLE_MAKE_NAMES } from '@brewline/domain/orders/vehicles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FuzzyPicker } from '../src/features/checkout/components/fuzzy-picker.tsx';

function MakePicker() {
  const [make, setMake] = useState('');
  return (
    <>
      <FuzzyPicker
        label="Make"
        value={make}
        suggest={(input) => suggestMakes(input)}
        bestMatch={(input) => bestMatch(input, VEHICLE_MAKE_NAMES)}
        onChange={setMake}
      />
      <p data-testid="chosen">{make}</p>
    </>
  );
}

afterEach(cleanup);

describe('fuzzy picker', () => {
  it('lists at most 11 suggestions, best first, in a listbox tied to the combobox', () => {
    render(<MakePicker />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: 'a' } });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(11);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.input(input, { target: { value: 'Toyta' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Toyota');
  });

  it('moves with the arrows and takes the active option with Enter', () => {
    render(<MakePicker />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: 'hond' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('Honda');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and applies the best match on blur, or clears a hopeless entry', () => {
    render(<MakePicker />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Make' });
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: 'volkswagon' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focusOut(input);
    expect(input.value).toBe('Volkswagen');
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: 'zzzzqqq' } });
    fireEvent.focusOut(input);
    expect(input.value).toBe('');
  });

  it('takes a clicked suggestion without the blur overriding it', () => {
    render(<MakePicker />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: 'land' } });
    const option = screen.getByRole('option', { name: 'Land Rover' });
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    expect(screen.getByTestId('chosen').textContent).toBe('Land Rover');
  });
});
