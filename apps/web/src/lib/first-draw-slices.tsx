// The app's first draw over the page the server sent (drawn by the server, as a product's page and the
// payment step are, or prerendered by the build) in several tasks instead of one. Preact draws a tree
// in one go, and on a phone that one task was the page's longest (issue 21: about 200 ms at 4x CPU for
// the payment step, Lighthouse counting all of it past 50 ms as blocking). So main.tsx draws the app
// into a hidden element beside the server's page, each
// <NextSlice> part of it a task later than the part around it, and swaps the two once every part is
// drawn: the customer sees the server's page, then the whole live one, never a part of it.
// After that first draw a NextSlice is a plain wrapper.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';

interface Slicing {
  /** Parts waiting for their task, or drawn in it but not yet committed. */
  pending: number;
  readonly whenDrawn: () => void;
}

let slicing: Slicing | null = null;

/**
 * `draw` renders the app (at once, as Preact does); its NextSlice parts follow, each in a task of its
 * own, and `whenDrawn` runs once the last is drawn (at once if there is none).
 */
export function drawInSlices(draw: () => void, whenDrawn: () => void): void {
  const started: Slicing = { pending: 0, whenDrawn };
  slicing = started;
  draw();
  if (started.pending === 0 && slicing === started) {
    slicing = null;
    whenDrawn();
  }
}

function partDrawn(of: Slicing): void {
  of.pending -= 1;
  if (of.pending > 0 || slicing !== of) return;
  slicing = null;
  of.whenDrawn();
}

/** Its children are drawn in a task after the part around them, in the first draw only. */
export function NextSlice({ children }: { children: ReactNode }) {
  // Claimed while the part around it renders, so the count never reaches 0 before a nested part
  // has been counted.
  const [claim] = useState(() => {
    if (!slicing) return null;
    slicing.pending += 1;
    return slicing;
  });
  const [shown, setShown] = useState(claim === null);
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (!claim || settled.current) return undefined;
    if (shown) {
      // Layout effects run children first: the parts inside this one are counted by now.
      settled.current = true;
      partDrawn(claim);
      return undefined;
    }
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [claim, shown]);
  // A part taken away before it was drawn (the page left meanwhile) is not waited for.
  useLayoutEffect(
    () => () => {
      if (claim && !settled.current) {
        settled.current = true;
        partDrawn(claim);
      }
    },
    [claim],
  );
  return shown ? children : null;
}
