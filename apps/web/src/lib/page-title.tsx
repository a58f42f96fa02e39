// Each screen names itself; the mobile header and the document title show it.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const PageTitleContext = createContext<{ title: string; setTitle: (title: string) => void } | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

export function usePageTitleValue(): string {
  return useContext(PageTitleContext)?.title ?? '';
}

/** Sets the page title while the calling screen is shown. */
export function usePageTitle(title: string): void {
  const context = useContext(PageTitleContext);
  const setTitle = context?.setTitle;
  useEffect(() => {
    setTitle?.(title);
    document.title = title ? `${title} | Brewline` : 'Brewline';
  }, [title, setTitle]);
}
