// A typeahead that forgives typos (the vehicle make and model pickers): up to 11 suggestions, best
// first, 32px rows; the best match is applied when the field is left. Keyboard: arrows move through
// the suggestions, Enter takes one, Escape closes the list (ARIA 1.2 combobox with a listbox popup).
import type { Suggestion } from '@brewline/domain/orders/vehicle-suggestions';
import { useId, useState, type KeyboardEvent } from 'react';

interface FuzzyPickerProps {
  readonly label: string;
  readonly value: string;
  readonly suggest: (input: string) => readonly Suggestion[];
  /** The value after leaving the field: the best match, or null to clear it. */
  readonly bestMatch: (input: string) => string | null;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly placeholder?: string;
  readonly testId?: string;
}

export function FuzzyPicker({
  label,
  value,
  suggest,
  bestMatch,
  onChange,
  error,
  placeholder,
  testId,
}: FuzzyPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  // What is typed, while typing; the chosen value otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = draft ?? value;
  const options = open ? suggest(text) : [];
  const expanded = open && options.length > 0;

  const choose = (choice: string) => {
    onChange(choice);
    setDraft(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const option = options[active] ?? options[0];
      if (option) choose(option.value);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onBlur = () => {
    if (draft !== null) {
      const match = draft.trim() === '' ? null : bestMatch(draft);
      onChange(match ?? '');
    }
    setDraft(null);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base outline-none focus:border-brand-ink focus:ring-2 focus:ring-brand/30 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so its blur does not apply a best match over the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option.value)}
            className={`flex h-8 cursor-pointer items-center px-3 ${
              index === active ? 'bg-brand-soft text-brand-ink' : 'hover:bg-stone-100'
            }`}
          >
            {option.value}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
