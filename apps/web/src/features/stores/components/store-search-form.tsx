import { LocateFixed, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

/**
 * The finder's search: one field for a ZIP code or a city, a search button, and "use my location".
 * The validation message sits under the field and is tied to it for screen readers. A search may be
 * sent while another runs (the buttons stay enabled, so Enter submits): the newest one's answer is
 * the one shown.
 */
export function StoreSearchForm({
  error,
  busy,
  onSearch,
  onLocate,
}: {
  error: string | null;
  busy: 'searching' | 'locating' | null;
  onSearch: (text: string) => void;
  onLocate: () => void;
}) {
  const [text, setText] = useState('');
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form
      role="search"
      aria-label="Find a store"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2"
    >
      <label htmlFor="store-search-input" className="text-sm font-semibold text-stone-700">
        ZIP code or City
      </label>
      <div className="flex gap-2">
        <input
          id="store-search-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. 85004 or Phoenix, AZ"
          autoComplete="postal-code"
          enterKeyHint="search"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          data-testid="store-search-input"
          className={`min-w-0 flex-1 rounded-full border bg-white px-4 py-2.5 text-base outline-none focus-visible:border-brand-ink [&::-webkit-search-cancel-button]:hidden ${error ? 'border-red-700' : 'border-stone-300'}`}
        />
        <button type="submit" className="btn-primary shrink-0 px-4" data-testid="store-search-submit">
          {busy === 'searching' ? <Busy /> : <Search size={18} aria-hidden="true" />}
          <span className="max-sm:sr-only">Search</span>
        </button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-semibold text-red-800"
          data-testid="store-search-error"
        >
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={onLocate}
        className="inline-flex items-center gap-2 self-start rounded-full px-2 py-1.5 text-sm font-semibold text-brand-ink hover:bg-brand-soft disabled:text-stone-500"
        data-testid="store-search-locate"
      >
        {busy === 'locating' ? <Busy /> : <LocateFixed size={18} aria-hidden="true" />}
        Use my location
      </button>
    </form>
  );
}

/** A spinner the size of the icon it stands in for; the button's text still names the action. */
function Busy() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-[18px] animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
