// The drink search box's behaviour (docs/product/account.md#screens, #constants; WAI-ARIA combobox
// with a list popup): at most SEARCH_SUGGESTION_LIMIT suggestions; arrows move through them, Enter
// opens the active one or else the results page with the text reduced to letters, digits and
// spaces; Escape closes the list, then clears the text.
import { SEARCH_SUGGESTION_LIMIT, sanitizeSearchText, searchProducts } from '@brewline/domain/menu/menu';
import type { ProductRow } from '@brewline/domain/menu/menu-tables';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { track } from '../../../lib/analytics.ts';
import { searchResultPath } from './searchable-products.ts';
import { useToolbarProducts } from './use-toolbar-products.ts';

/** The text as it may stand in the URL: letters, digits and single spaces, trimmed. */
export const searchPathFor = (text: string): string | null => {
  const term = sanitizeSearchText(text).replace(/\s+/g, ' ').trim();
  return term === '' ? null : `/search/${encodeURIComponent(term)}`;
};

export function useDrinkCombobox({ onDone }: { onDone: () => void }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [engaged, setEngaged] = useState(false);
  const products = useToolbarProducts(engaged);
  const suggestions = useMemo(
    () => searchProducts(products, text, SEARCH_SUGGESTION_LIMIT),
    [products, text],
  );
  const expanded = listOpen && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };

  const openProduct = (product: ProductRow) => {
    track('find_drink', { resultCount: suggestions.length });
    close();
    setText('');
    onDone();
    navigate(searchResultPath(product));
  };

  const submit = () => {
    const path = searchPathFor(text);
    if (path === null) return;
    track('find_drink', { resultCount: searchProducts(products, text).length });
    close();
    onDone();
    navigate(path);
  };

  const onChange = (value: string) => {
    setEngaged(true);
    setText(value);
    setListOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        setListOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        setListOpen(true);
        setActive(expanded ? (activeIndex <= 0 ? count - 1 : activeIndex - 1) : count - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (chosen) openProduct(chosen);
        else submit();
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        } else {
          onDone();
        }
        return;
      default:
        return;
    }
  };

  return {
    text,
    suggestions,
    expanded,
    activeIndex,
    onChange,
    onKeyDown,
    onFocus: () => {
      // Engaged: the store's list is read and put in name order at idle time, before the first letter.
      setEngaged(true);
      setListOpen(true);
    },
    onBlur: close,
    openProduct,
    setActive,
  };
}
