// The tab's title follows the screen's (lib/page-title.tsx), and "back" never leaves the app when the
// page was opened directly (lib/go-back.ts). Both are written into the browser a task after the
// screen's effects (lib/next-task.ts), so these wait for what a customer would see.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBack, useHistoryDepth } from '../src/lib/go-back.ts';
import { PageTitleProvider, usePageTitle, usePageTitleValue } from '../src/lib/page-title.tsx';

afterEach(cleanup);

function Header() {
  return <h1>{usePageTitleValue()}</h1>;
}

function Screen({ title }: { title: string }) {
  usePageTitle(title);
  return <p>{title} screen</p>;
}

function TitledPage({ title }: { title: string }) {
  return (
    <PageTitleProvider>
      <Header />
      <Screen title={title} />
    </PageTitleProvider>
  );
}

describe('the page title', () => {
  it('shows in the header at once and becomes the tab title, and follows the next screen', async () => {
    document.title = 'Brewline';
    const page = render(<TitledPage title="Cart" />);
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Cart | Brewline'));

    page.rerender(<TitledPage title="Checkout" />);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Checkout | Brewline'));
  });
});

function Chrome() {
  useHistoryDepth();
  return (
    <button type="button" onClick={() => goBack('/menu')}>
      Back
    </button>
  );
}

describe('going back', () => {
  it('goes to the fallback from a page opened directly, and back through the history once inside', async () => {
    // An entry opened directly, as the app stamps it (depth 0). The files of this project share one
    // module graph, so the stamp, not a fresh module, tells go-back.ts where it is.
    history.replaceState({ brewlineDepth: 0 }, '', '/menu/product/301/caffe-latte');
    render(<Chrome />);
    // go-back.ts reads the stamp in the task after the effect; a timer set now runs after that one.
    await act(() => new Promise<void>((done) => setTimeout(done, 0)));
    const lengthBefore = history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Opened directly: back replaces the page with the fallback instead of leaving the app.
    expect(location.pathname).toBe('/menu');
    expect(history.length).toBe(lengthBefore);

    act(() => navigate('/cart'));
    await waitFor(() => expect(history.state).toMatchObject({ brewlineDepth: 1 }));
    const back = vi.spyOn(history, 'back');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });
});
