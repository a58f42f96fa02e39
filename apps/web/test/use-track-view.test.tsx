// A view is counted once per thing viewed, even where an effect runs again on a mounted screen
// (StrictMode, a Suspense boundary showing its content again): the funnel counts raw events.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnceFor } from '../src/lib/use-track-view.ts';

afterEach(cleanup);

describe('useOnceFor', () => {
  it('runs once for a screen shown again after a part of it loaded, and again for a new key', async () => {
    const onView = vi.fn();
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Part = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    function Screen() {
      const [product, setProduct] = useState(301);
      const [more, setMore] = useState(false);
      useOnceFor(String(product), () => {
        onView(product);
      });
      return (
        <>
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          <button type="button" onClick={() => setProduct(302)}>
            Next product
          </button>
          {more && <Part />}
        </>
      );
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onView.mock.calls).toEqual([[301]]);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Loading')).toBeTruthy();
    await act(async () => {
      arrive({ default: () => <p>The part</p> });
      await Promise.resolve();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('The part')).toBeTruthy();
    expect(onView.mock.calls).toEqual([[301]]);
    fireEvent.click(screen.getByRole('button', { name: 'Next product' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onView.mock.calls).toEqual([[301], [302]]);
  });
});
