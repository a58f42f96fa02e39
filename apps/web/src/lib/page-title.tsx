// Each screen names itself; the mobile header and the document title show it. The title and its
// setter are separate contexts: a new title re-renders the header that shows it, not every screen
// that sets one.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const PageTitleContext = createContext('');
const SetPageTitleContext = createContext<((title: string) => void) | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return (
    <SetPageTitleContext.Provider value={setTitle}>
      <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>
    </SetPageTitleContext.Provider>
  );
}

export function usePageTitleValue(): string {
  return useContext(PageTitleContext);
}

/** Sets the page title while the calling screen is shown. */
export function usePageTitle(title: string): void {
  const setTitle = useContext(SetPageTitleContext);
  useEffect(() => {
    setTitle?.(title);
    document.title = title ? `${title} | Brewline` : 'Brewline';
  }, [title, setTitle]);
}
