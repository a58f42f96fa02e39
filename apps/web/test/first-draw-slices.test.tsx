// The first draw over a server-drawn page in parts (main.tsx): each NextSlice is drawn a task after
// the part around it, nested ones after theirs, and the page is handed over only once every part is
// in. Outside that first draw a NextSlice draws its children at once.
import { cleanup, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { drawInSlices, NextSlice } from '../src/lib/first-draw-slices.tsx';

afterEach(cleanup);

function Page({ footer = true }: { footer?: boolean }) {
  return (
    <>
      <header>Toolbar</header>
      <NextSlice>
        <main>
          Latte
          <NextSlice>
            <section>Build Yours</section>
          </NextSlice>
        </main>
      </NextSlice>
      {footer && (
        <NextSlice>
          <footer>Footer</footer>
        </NextSlice>
      )}
    </>
  );
}

function newContainer(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

describe('NextSlice', () => {
  it('draws each part a task after the part around it, and hands the page over once all are in', async () => {
    const container = newContainer();
    const root = createRoot(container);
    const handedOver = new Promise<string>((resolve) => {
      drawInSlices(
        () => root.render(<Page />),
        () => resolve(container.textContent ?? ''),
      );
    });
    // The first task draws the frame alone.
    expect(container.textContent).toBe('Toolbar');
    expect(await handedOver).toBe('ToolbarLatteBuild YoursFooter');
    root.unmount();
    container.remove();
  });

  it('hands the page over at once when it has no parts, and does not wait for a part taken away', async () => {
    const container = newContainer();
    const root = createRoot(container);
    let handedOver = 0;
    drawInSlices(
      () => root.render(<p>Nothing to slice</p>),
      () => (handedOver += 1),
    );
    expect(handedOver).toBe(1);

    const whenGone = new Promise<string>((resolve) => {
      drawInSlices(
        () => root.render(<Page />),
        () => resolve(container.textContent ?? ''),
      );
    });
    // The page changes before its footer is drawn: the footer's part is not waited for.
    root.render(<Page footer={false} />);
    expect(await whenGone).toBe('ToolbarLatteBuild Yours');
    root.unmount();
    container.remove();
  });

  it('is a plain wrapper after the first draw', () => {
    render(<Page />);
    expect(screen.getByText('Build Yours')).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
  });
});
