// The toolbar's drink search (docs/product/ordering.md#screens, docs/product/account.md#screens):
// an inline combobox from the desktop layout up; on a phone a search button that lays the box over
// the toolbar row.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDrinkCombobox } from './model/use-drink-combobox.ts';

export function DrinkSearchBox() {
  const [phoneOpen, setPhoneOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const box = useDrinkCombobox({
    onDone: () => {
      setPhoneOpen(false);
      input.current?.blur();
    },
  });
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (phoneOpen) input.current?.focus();
  }, [phoneOpen]);

  return (
    <>
      <button
        type="button"
        onClick={() => setPhoneOpen(true)}
        aria-label="Search drinks"
        aria-expanded={phoneOpen}
        className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100 lg:hidden"
        data-testid="drink-search-open"
      >
        <Search size={20} aria-hidden="true" />
      </button>
      <div
        className={`${phoneOpen ? 'flex' : 'hidden'} absolute inset-0 z-20 items-center gap-1 bg-white px-3 lg:static lg:z-auto lg:flex lg:w-80 lg:px-0`}
      >
        <form
          role="search"
          aria-label="Drinks"
          className="relative flex-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
          />
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label="Search drinks"
            aria-autocomplete="list"
            aria-expanded={box.expanded}
            aria-controls={listId}
            aria-activedescendant={box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Search drinks"
            value={box.text}
            onChange={(event) => box.onChange(event.target.value)}
            onKeyDown={box.onKeyDown}
            onFocus={box.onFocus}
            onBlur={box.onBlur}
            data-testid="drink-search-input"
            className="h-9 w-full rounded-full border border-stone-300 bg-stone-50 pr-3 pl-9 text-base outline-none focus-visible:border-brand-ink focus-visible:bg-white lg:text-sm"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Drink suggestions"
            hidden={!box.expanded}
            className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
            data-testid="drink-suggestions"
          >
            {box.suggestions.map((product, index) => (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === box.activeIndex}
                // Keep the focus in the field, so the click lands before the list closes on blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => box.setActive(index)}
                onClick={() => box.openProduct(product)}
                className={`h-[27px] cursor-pointer truncate px-3 text-sm leading-[27px] ${index === box.activeIndex ? 'bg-brand-soft text-brand-ink' : 'text-roast'}`}
              >
                {product.name}
              </li>
            ))}
          </ul>
        </form>
        <button
          type="button"
          onClick={() => setPhoneOpen(false)}
          aria-label="Close search"
          className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100 lg:hidden"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
